export { MyOffers } from './my-offers';
