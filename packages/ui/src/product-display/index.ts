export type { ProductDisplayProps } from './product-display';
export { ProductDisplay } from './product-display';
