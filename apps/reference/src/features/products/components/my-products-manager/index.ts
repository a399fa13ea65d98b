export { MyProductsManager, type ProductsOwner } from './my-products-manager';
