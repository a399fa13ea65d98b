export { ProductPage } from './components/product-page';
export { ProductsScreen } from './components/products-screen';
export { isSellerRole } from './lib/seller-roles';
