// The workflow's state machine of DESIGN.md §4, as data: every legal move with the event and who may cause
// it. `applyWorkflowEvent` (events.ts) is the only way to move a workflow; a move missing here is a 409.
import {
  openWorkflowStatusValues,
  type WorkflowStage,
  type WorkflowStatus,
} from '@robomarket/api-client/enums';
import type { Transition } from '../../lib/transitions.ts';

/** Events that move a workflow. */
export type WorkflowEvent =
  | 'rfp_submitted'
  | 'first_proposal_received'
  | 'proposal_accepted'
  | 'offer_accepted'
  | 'payment_session_opened'
  | 'payment_succeeded'
  | 'payment_failed'
  | 'order_started'
  | 'escrow_released'
  | 'dispute_refunded'
  | 'dispute_split'
  | 'cancelled';

/** The workflow's moves (DESIGN.md §4). A new workflow starts at REQUEST_CREATED. */
export const workflowTransitions: readonly Transition<WorkflowStatus, WorkflowEvent>[] = [
  { from: 'REQUEST_CREATED', event: 'rfp_submitted', actors: ['buyer'], to: 'MATCHING_SELLERS' },
  {
    from: 'MATCHING_SELLERS',
    event: 'first_proposal_received',
    actors: ['seller'],
    to: 'NEGOTIATION_IN_PROGRESS',
  },
  // CUSTOM_ORDER: invited sellers' proposals enter straight at negotiation (DESIGN.md §4).
  {
    from: 'REQUEST_CREATED',
    event: 'first_proposal_received',
    actors: ['seller'],
    to: 'NEGOTIATION_IN_PROGRESS',
  },
  { from: 'NEGOTIATION_IN_PROGRESS', event: 'proposal_accepted', actors: ['buyer'], to: 'PRICE_AGREED' },
  // DIRECT_ORDER: the offer accepted by its seller (or a counter by its buyer) creates the order at PRICE_AGREED.
  { from: 'REQUEST_CREATED', event: 'offer_accepted', actors: ['buyer', 'seller'], to: 'PRICE_AGREED' },
  { from: 'PRICE_AGREED', event: 'payment_session_opened', actors: ['buyer'], to: 'PAYMENT_PENDING' },
  { from: 'PAYMENT_PENDING', event: 'payment_succeeded', actors: ['provider'], to: 'PAYMENT_COMPLETED' },
  { from: 'PAYMENT_PENDING', event: 'payment_failed', actors: ['provider', 'timer'], to: 'PRICE_AGREED' },
  { from: 'PAYMENT_COMPLETED', event: 'order_started', actors: ['seller'], to: 'ORDER_IN_PROGRESS' },
  // The buyer releases; the timer at the end of the inspection period; a platform admin deciding a dispute.
  {
    from: 'ORDER_IN_PROGRESS',
    event: 'escrow_released',
    actors: ['buyer', 'timer', 'admin'],
    to: 'ORDER_COMPLETED',
  },
  // A dispute settled by a full refund (the seller accepts it, or an admin decides it): the order is cancelled.
  {
    from: 'ORDER_IN_PROGRESS',
    event: 'dispute_refunded',
    actors: ['seller', 'admin'],
    to: 'ORDER_CANCELLED',
  },
  // A dispute settled by a split (the buyer accepts the seller's partial refund, or an admin decides it).
  { from: 'ORDER_IN_PROGRESS', event: 'dispute_split', actors: ['buyer', 'admin'], to: 'ORDER_COMPLETED' },
  // The buyer cancels an open workflow: any before ORDER_COMPLETED (the contract's open statuses).
  ...openWorkflowStatusValues.map((from) => ({
    from,
    event: 'cancelled' as const,
    actors: ['buyer'] as const,
    to: 'ORDER_CANCELLED' as const,
  })),
];

/** The display stage of a status (product-spec §4). */
export function stageOf(status: WorkflowStatus): WorkflowStage {
  switch (status) {
    case 'REQUEST_CREATED':
    case 'MATCHING_SELLERS':
      return 'DRAFT';
    case 'NEGOTIATION_IN_PROGRESS':
      return 'NEGOTIATION';
    case 'PRICE_AGREED':
    case 'PAYMENT_PENDING':
      return 'REVIEW';
    case 'PAYMENT_COMPLETED':
    case 'ORDER_IN_PROGRESS':
      return 'APPROVED';
    case 'ORDER_COMPLETED':
    case 'ORDER_CANCELLED':
      return 'COMPLETED';
  }
}
