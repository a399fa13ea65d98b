export { MyProductsManager } from './my-products-manager';
