export type { MakeOfferDialogProps, MakeOfferValues } from './make-offer-dialog';
export { MakeOfferDialog, OFFER_FAILED, QUANTITY_PROBLEM } from './make-offer-dialog';
