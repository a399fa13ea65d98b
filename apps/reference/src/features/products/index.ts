// The products feature's public surface: routes import from here, never from its folders.
export { Catalogue } from './components/catalogue';
export { MyProductsManager, type MyProductsManagerProps } from './components/my-products-manager';
export { ProductPage, type ProductPageProps } from './components/product-page';
export { ProductsScreen, type ProductsScreenProps } from './components/products-screen';
export { isSellerRole } from './lib/seller-roles';
