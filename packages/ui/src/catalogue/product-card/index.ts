export type { ProductCategory, ProductCondition, ProductView } from '../../views/product-view';
export {
  categoryLabel,
  conditionLabel,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
} from '../../views/product-view';
export type { ProductCardProps, ProductLink } from './product-card';
export { ProductCard, productHref, sellerProductsHref } from './product-card';
export type { SalePriceProps } from './sale-price';
export { SalePrice, saleSaving } from './sale-price';
