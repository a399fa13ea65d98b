// A buyer's accept of a counter offer over its limits waits for approval (ADR 0091): the step the offer's
// move calls, and the moves the approvals module makes once the business's approvers decide. The seller's
// accept of an offer is not an award by the buyer and never waits.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { awardGate } from '../../lib/award-gate.ts';
import { actorOf } from '../business/index.ts';
import { acceptOffer } from './handlers.ts';
import { findOffer, type OfferRow, updateOffer } from './repository.ts';

const offerNotFound = () => new ApiError(404, 'not_found', 'Offer not found');

/**
 * Asks the award gate about the buyer's accept of a locked, countered offer: when it must wait, the
 * offer moves to PENDING_APPROVAL (returned) and no order is made; undefined when it may proceed.
 */
export async function holdOfferForApproval(
  tx: Queryable,
  userId: string,
  offer: OfferRow,
  at: Date,
): Promise<OfferRow | undefined> {
  if (offer.status !== 'COUNTERED' || offer.counter_price_minor === null) return undefined;
  const [seller] = await tx.query<{ name: string }>(
    'SELECT COALESCE(business_name, person_name) AS name FROM party_names WHERE user_id = $1',
    [offer.seller_id],
  );
  const held = await awardGate().hold(
    tx,
    userId,
    {
      kind: 'offer',
      subjectId: offer.id,
      workflowId: null,
      productId: offer.product_id,
      title: offer.product_name,
      sellerName: seller?.name ?? '',
      amountMinor: BigInt(offer.counter_price_minor) * BigInt(offer.quantity),
      currency: offer.currency,
      reopenStatus: 'COUNTERED',
    },
    at,
  );
  if (held === undefined) return undefined;
  return updateOffer(
    tx,
    offer.id,
    { status: 'PENDING_APPROVAL', answeredBy: userId, answeredBusinessId: offer.buyer_business_id },
    at,
  );
}

/** Locks an offer waiting for approval; answers its status, or undefined when it is gone. */
export async function lockOfferAward(
  tx: Queryable,
  productId: string,
  offerId: string,
): Promise<OfferRow['status'] | undefined> {
  return (await findOffer(tx, productId, offerId, true))?.status;
}

/**
 * Makes the order of an offer its approvers approved, exactly as the buyer's accept does; answers the
 * order's workflow id (call after `lockOfferAward`).
 */
export async function awardApprovedOffer(
  tx: Queryable,
  productId: string,
  offerId: string,
  at: Date,
): Promise<string> {
  const offer = await findOffer(tx, productId, offerId, true);
  if (offer === undefined) throw offerNotFound();
  if (offer.status !== 'PENDING_APPROVAL') {
    throw new ApiError(409, 'conflict', 'The offer is no longer waiting for approval');
  }
  // The award is the requester's: the member whose accept waited for the approvals.
  const requester = await actorOf(tx, offer.answered_by ?? offer.buyer_id);
  const accepted = await acceptOffer(tx, offer, 'buyer', requester, at);
  if (accepted.workflow_id === null) throw new Error('an accepted offer has no order');
  return accepted.workflow_id;
}

/** Opens a waiting offer's counter again after its award was declined or expired. */
export async function reopenOffer(
  tx: Queryable,
  productId: string,
  offerId: string,
  at: Date,
): Promise<void> {
  const offer = await findOffer(tx, productId, offerId, true);
  if (offer === undefined) throw offerNotFound();
  if (offer.status !== 'PENDING_APPROVAL') {
    throw new ApiError(409, 'conflict', 'The offer is no longer waiting for approval');
  }
  await updateOffer(
    tx,
    offer.id,
    {
      status: 'COUNTERED',
      answeredBy: offer.answered_by ?? offer.seller_id,
      answeredBusinessId: offer.answered_business_id,
    },
    at,
  );
}
