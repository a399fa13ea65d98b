export type { ProductDisplayBackLink, ProductDisplayProps } from './product-display';
export { ProductDisplay } from './product-display';
