// The products feature's public surface: routes import from here, never from its folders.
export { ProductPage } from './components/product-page';
export { ProductsScreen } from './components/products-screen';
