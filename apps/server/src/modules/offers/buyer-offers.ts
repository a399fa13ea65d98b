import type { Queryable } from '../../db/db.ts';
import { offerBody } from './handlers.ts';
import { listOffers } from './repository.ts';

/** The most offers one buyer's list on one product answers (a buyer has at most one open at a time). */
const buyerOffersShown = 50;

/** A buyer's offers on a product, newest first, as the contract's `Offer` (a conversation shows them). */
export async function buyerOffersOnProduct(db: Queryable, productId: string, buyerId: string) {
  const rows = await listOffers(db, { productId, buyerId }, undefined, buyerOffersShown, undefined);
  return rows.slice(0, buyerOffersShown).map(offerBody);
}
