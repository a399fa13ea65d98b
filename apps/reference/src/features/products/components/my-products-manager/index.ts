export { MyProductsManager, type MyProductsManagerProps } from './my-products-manager';
