export type { MyOffersProps } from './my-offers';
export { MyOffers } from './my-offers';
