export type { OfferLink, OfferView } from '../../views/offer-view';
export { OfferStatusBadge, offerStatusLabel, totalOf } from '../../views/offer-view';
export type { OfferListProps } from './offer-list';
export { OFFER_UPDATE_FAILED, OfferList } from './offer-list';
