export type { ProductInventoryProps } from './product-inventory';
export { ProductInventory } from './product-inventory';
