export type { ProductCardProps } from './product-card';
export { ImagePlaceholder, ProductCard, ProductCardBody, ProductImage } from './product-card';
export type { SalePriceProps } from './sale-price';
export { SalePrice, saleSaving } from './sale-price';
