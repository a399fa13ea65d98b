export { ProductListing } from './product-listing';
