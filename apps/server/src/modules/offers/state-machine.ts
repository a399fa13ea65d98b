// The offer's moves as data, in the style of the procurement state machine: every legal move with the party
// who may make it. `offerMove` decides 403 (the other party's move) against 409 (not from this status).
import type { OfferStatus } from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';
import { ApiError } from '../../lib/api-error.ts';
import { findTransition, type Transition } from '../../lib/transitions.ts';

/** The statuses a caller may ask for (`UpdateOfferStatusRequest.status`). */
export type OfferEvent = components['schemas']['UpdateOfferStatusRequest']['status'];

/** The party to an offer: its buyer, or the product's seller. */
export type OfferParty = 'buyer' | 'seller';

/**
 * PENDING → ACCEPTED | REJECTED | COUNTERED (seller) | WITHDRAWN (buyer); COUNTERED → ACCEPTED | REJECTED |
 * WITHDRAWN (buyer) | COUNTERED again (seller, a new counter before the buyer answers); PENDING_APPROVAL (the
 * buyer's accept over a limit, made by `holdOfferForApproval`) → WITHDRAWN (buyer) | REJECTED (seller), and
 * ACCEPTED or back to COUNTERED by the approvers' decision. The rest are final.
 */
export const offerTransitions: readonly Transition<OfferStatus, OfferEvent>[] = [
  { from: 'PENDING', event: 'ACCEPTED', actors: ['seller'], to: 'ACCEPTED' },
  { from: 'PENDING', event: 'REJECTED', actors: ['seller'], to: 'REJECTED' },
  { from: 'PENDING', event: 'COUNTERED', actors: ['seller'], to: 'COUNTERED' },
  { from: 'PENDING', event: 'WITHDRAWN', actors: ['buyer'], to: 'WITHDRAWN' },
  { from: 'COUNTERED', event: 'ACCEPTED', actors: ['buyer'], to: 'ACCEPTED' },
  { from: 'COUNTERED', event: 'REJECTED', actors: ['buyer'], to: 'REJECTED' },
  { from: 'COUNTERED', event: 'WITHDRAWN', actors: ['buyer'], to: 'WITHDRAWN' },
  { from: 'COUNTERED', event: 'COUNTERED', actors: ['seller'], to: 'COUNTERED' },
  // Waiting for the buyer's approvers (ADR 0091): the buyer may still withdraw, the seller still reject.
  { from: 'PENDING_APPROVAL', event: 'WITHDRAWN', actors: ['buyer'], to: 'WITHDRAWN' },
  { from: 'PENDING_APPROVAL', event: 'REJECTED', actors: ['seller'], to: 'REJECTED' },
];

const whose: Record<OfferParty, string> = { buyer: "the buyer's", seller: "the seller's" };

/**
 * The status after `event` by `party` from `from`. A move the table gives the other party from this status,
 * or one this party never makes, is a 403; a move this party makes but not from this status is a 409.
 */
export function offerMove(from: OfferStatus, event: OfferEvent, party: OfferParty): OfferStatus {
  const row = findTransition(offerTransitions, from, event, party);
  if (row !== undefined) return row.to;
  const other: OfferParty = party === 'buyer' ? 'seller' : 'buyer';
  const othersNow = findTransition(offerTransitions, from, event, other) !== undefined;
  const everMine = offerTransitions.some((move) => move.event === event && move.actors.includes(party));
  if (othersNow || !everMine) {
    throw new ApiError(403, 'forbidden', `This is ${whose[other]} decision`, {
      detail: `no move ${event} by ${party} from ${from}`,
    });
  }
  throw new ApiError(
    409,
    'conflict',
    `The offer is ${from.toLowerCase()}: it cannot be ${event.toLowerCase()} now`,
    {
      detail: `no move ${event} by ${party} from ${from}`,
    },
  );
}
