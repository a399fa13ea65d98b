export { ProductOffers } from './product-offers';
