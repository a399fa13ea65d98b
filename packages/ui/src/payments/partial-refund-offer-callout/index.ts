export {
  OFFER_ANSWER_FAILED,
  PartialRefundOfferCallout,
  type PartialRefundOfferCalloutProps,
} from './partial-refund-offer-callout';
