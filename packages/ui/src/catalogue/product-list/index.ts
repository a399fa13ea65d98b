export type { ProductListProps, ProductListStatus } from './product-list';
export { ProductList } from './product-list';
