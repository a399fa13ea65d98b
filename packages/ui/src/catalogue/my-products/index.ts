export type { MyProductsProps } from './my-products';
export { MyProducts } from './my-products';
