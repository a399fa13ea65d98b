export type { OfferedProduct, ProductOffersProps } from './product-offers';
export { ProductOffers } from './product-offers';
