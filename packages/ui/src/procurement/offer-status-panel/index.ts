export type { OfferStatusPanelProps } from './offer-status-panel';
export { OfferStatusPanel } from './offer-status-panel';
