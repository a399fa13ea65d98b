export type { ProductFiltersProps, ProductFilterValues } from './product-filters';
export { ProductFilters } from './product-filters';
