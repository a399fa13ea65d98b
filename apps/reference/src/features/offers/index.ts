export { ProductOffers } from './components/product-offers';
