// The offers module's only door: its operations for app.ts.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createOffer, listMyOffers, listOffers, updateOfferStatus } from './handlers.ts';

export { awardApprovedOffer, lockOfferAward, reopenOffer } from './approval.ts';
export { buyerOffersOnProduct } from './buyer-offers.ts';
export { offeredProductOf } from './workflow-product.ts';

/** Buyers' offers on products; an accepted offer becomes a DIRECT_ORDER workflow (contract tag `offers`). */
export const offersModule: ServerModule<'offers'> = {
  name: 'offers',
  tables: ['offers'],
  operations: { listOffers, createOffer, updateOfferStatus, listMyOffers },
};
