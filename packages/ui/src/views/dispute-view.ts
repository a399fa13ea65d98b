import type {
  DisputeActor,
  DisputeEventKind,
  DisputeOutcome,
  DisputeReason,
  DisputeStatus,
} from '@robomarket/api-client/enums';
import { compareMoney, fromMinorUnits, toMinorUnits } from '@robomarket/api-client/money';
import { formatPrice } from '../primitives/price-text';

/** A dispute's step, as the contract's DisputeEvent sends it. */
export interface DisputeEventView {
  id: string;
  kind: DisputeEventKind;
  actor: DisputeActor;
  /** The amount offered or refunded by the step, a decimal string; null when it moves none. */
  amount: string | null;
  /** The note the step came with. */
  message: string | null;
  /** RFC 3339. */
  createdAt: string;
}

/** A dispute as the panels show it: the contract's Dispute fields of the same names. */
export interface DisputeView {
  id: string;
  workflowId: string;
  workflowTitle: string;
  status: DisputeStatus;
  reason: DisputeReason;
  description: string;
  evidence: ReadonlyArray<{ id: string; name: string; url: string }>;
  /** What is held in escrow, a decimal string. */
  heldAmount: string;
  currency: string;
  offerAmount: string | null;
  outcome: DisputeOutcome | null;
  refundedAmount: string | null;
  releasedAmount: string | null;
  createdAt: string;
  events: ReadonlyArray<DisputeEventView>;
}

/** The reasons in words, in the order the form offers them. */
export const DISPUTE_REASONS: Record<DisputeReason, string> = {
  NOT_DELIVERED: 'Not delivered',
  NOT_AS_DESCRIBED: 'Not as described',
  DAMAGED: 'Arrived damaged',
  INCOMPLETE: 'Incomplete delivery',
  OTHER: 'Something else',
};

/** Where a dispute stands, in words. */
export const DISPUTE_STATUS_TEXT: Record<DisputeStatus, string> = {
  OPEN: 'Waiting for the seller',
  OFFERED: 'Partial refund offered',
  CONTESTED: 'Waiting for a platform admin',
  RESOLVED: 'Settled',
  WITHDRAWN: 'Withdrawn',
};

const ACTOR_TEXT: Record<DisputeActor, string> = {
  BUYER: 'Buyer',
  SELLER: 'Seller',
  ADMIN: 'Platform admin',
};

/** Who made a step, in words. */
export const actorText = (actor: DisputeActor): string => ACTOR_TEXT[actor];

/** What `amount` leaves of `held` (decimal strings, exact in minor units); null when it is not below it. */
export function restOf(held: string, amount: string): string | null {
  const h = toMinorUnits(held);
  const a = toMinorUnits(amount);
  if (h === undefined || a === undefined || a > h) return null;
  return fromMinorUnits(h - a);
}

/** Whether `amount` is a partial refund of `held`: more than 0 and less than it. */
export const isPartialOf = (amount: string, held: string): boolean =>
  compareMoney(amount, '0.00') > 0 && compareMoney(amount, held) < 0;

/** How a settled dispute moved the money: "Refunded $12,000.00, released $48,000.00". */
export function settlementText(
  dispute: Pick<DisputeView, 'outcome' | 'refundedAmount' | 'releasedAmount' | 'currency'>,
): string {
  const refunded = formatPrice(dispute.refundedAmount ?? '0.00', dispute.currency);
  const released = formatPrice(dispute.releasedAmount ?? '0.00', dispute.currency);
  switch (dispute.outcome) {
    case 'REFUNDED':
      return `Refunded ${refunded} to the buyer`;
    case 'RELEASED':
      return `Released ${released} to the seller`;
    case 'SPLIT':
      return `Refunded ${refunded}, released ${released}`;
    default:
      return '';
  }
}

/** One step in words, e.g. "Partial refund offered: $12,000.00". */
export function eventText(
  event: DisputeEventView,
  dispute: Pick<DisputeView, 'outcome' | 'refundedAmount' | 'releasedAmount' | 'currency'>,
): string {
  const amount = event.amount === null ? '' : formatPrice(event.amount, dispute.currency);
  switch (event.kind) {
    case 'OPENED':
      return 'Dispute opened';
    case 'REFUND_ACCEPTED':
      return `The seller accepted the refund: refunded ${amount}`;
    case 'PARTIAL_OFFERED':
      return `Partial refund offered: ${amount}`;
    case 'CONTESTED':
      return 'The seller contested the dispute; a platform admin decides';
    case 'OFFER_ACCEPTED':
      return `Partial refund accepted: ${settlementText(dispute)}`;
    case 'OFFER_REJECTED':
      return 'Partial refund rejected; a platform admin decides';
    case 'WITHDRAWN':
      return 'Dispute withdrawn; the order continues';
    case 'DECIDED':
      return `Decided by a platform admin: ${settlementText(dispute)}`;
  }
}
