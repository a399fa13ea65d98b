export type { OfferListProps } from './offer-list';
export { OFFER_UPDATE_FAILED, OfferList } from './offer-list';
export { OfferStatusBadge } from './offer-status-badge';
