export { LazySellerProducts } from './lazy-seller-products';
