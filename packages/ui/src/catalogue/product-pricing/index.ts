export type { ProductPricingProps } from './product-pricing';
export { ProductPricing } from './product-pricing';
