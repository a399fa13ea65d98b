export type { OfferListProps } from './offer-list';
export { OFFER_UPDATE_FAILED, OfferList } from './offer-list';
export type { OfferLink, OfferView } from './offer-view';
export { OfferStatusBadge, offerStatusLabel, totalOf } from './offer-view';
