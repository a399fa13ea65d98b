export type { PriceTextProps } from './price-text';
export { formatPrice, PriceText } from './price-text';
