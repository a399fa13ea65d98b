export { ProductPage } from './product-page';
