export { MyOffers } from './components/my-offers';
export { ProductOffers } from './components/product-offers';
