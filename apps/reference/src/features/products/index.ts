export { ProductPage } from './components/product-page';
export { ProductsScreen } from './components/products-screen';
export { LazySellerProducts } from './components/seller-products';
