// The procurement state machine of DESIGN.md §4, as data: every legal move of a workflow, an RFP and a
// proposal, with the event and who may cause it. Handlers ask `transition()` and never compare statuses
// themselves, so a move missing here is a 409 everywhere.
import {
  openWorkflowStatusValues,
  type ProposalStatus,
  type RfpStatus,
  type WorkflowStage,
  type WorkflowStatus,
} from '@robomarket/api-client/enums';
import { ApiError } from '../../lib/api-error.ts';

/** Who causes an event. */
export type Actor = 'buyer' | 'seller' | 'provider' | 'timer';

/** One legal move: from a status, on an event, by one of the actors, to a status. */
export interface Transition<Status extends string, Event extends string> {
  from: Status;
  event: Event;
  actors: readonly Actor[];
  to: Status;
}

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
  { from: 'ORDER_IN_PROGRESS', event: 'escrow_released', actors: ['buyer'], to: 'ORDER_COMPLETED' },
  // The buyer cancels an open workflow: any before ORDER_COMPLETED (the contract's open statuses).
  ...openWorkflowStatusValues.map((from) => ({
    from,
    event: 'cancelled' as const,
    actors: ['buyer'] as const,
    to: 'ORDER_CANCELLED' as const,
  })),
];

/** Events that move an RFP. */
export type RfpEvent = 'submitted' | 'first_proposal_received' | 'proposal_accepted' | 'withdrawn' | 'edited';

/** The RFP's moves: DRAFT → SUBMITTED → UNDER_REVIEW → APPROVED; withdrawn → REJECTED → edited, resubmitted. */
export const rfpTransitions: readonly Transition<RfpStatus, RfpEvent>[] = [
  { from: 'DRAFT', event: 'submitted', actors: ['buyer'], to: 'SUBMITTED' },
  { from: 'REJECTED', event: 'submitted', actors: ['buyer'], to: 'SUBMITTED' },
  { from: 'SUBMITTED', event: 'first_proposal_received', actors: ['seller'], to: 'UNDER_REVIEW' },
  { from: 'UNDER_REVIEW', event: 'proposal_accepted', actors: ['buyer'], to: 'APPROVED' },
  // An RFP still SUBMITTED when a proposal is accepted (a CUSTOM_ORDER-style invitation) is approved too.
  { from: 'SUBMITTED', event: 'proposal_accepted', actors: ['buyer'], to: 'APPROVED' },
  { from: 'SUBMITTED', event: 'withdrawn', actors: ['buyer'], to: 'REJECTED' },
  { from: 'UNDER_REVIEW', event: 'withdrawn', actors: ['buyer'], to: 'REJECTED' },
  // Content changes keep the status; they are legal only in DRAFT and REJECTED.
  { from: 'DRAFT', event: 'edited', actors: ['buyer'], to: 'DRAFT' },
  { from: 'REJECTED', event: 'edited', actors: ['buyer'], to: 'REJECTED' },
];

/** Events that move a proposal. */
export type ProposalEvent = 'accepted' | 'other_accepted' | 'workflow_cancelled' | 'withdrawn';

/** The proposal's moves: PENDING → ACCEPTED | REJECTED | WITHDRAWN. */
export const proposalTransitions: readonly Transition<ProposalStatus, ProposalEvent>[] = [
  { from: 'PENDING', event: 'accepted', actors: ['buyer'], to: 'ACCEPTED' },
  { from: 'PENDING', event: 'other_accepted', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING', event: 'workflow_cancelled', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING', event: 'withdrawn', actors: ['seller'], to: 'WITHDRAWN' },
];

/** The transition for a move, or undefined when the table has none. */
export function findTransition<Status extends string, Event extends string>(
  table: readonly Transition<Status, Event>[],
  from: Status,
  event: Event,
  actor: Actor,
): Transition<Status, Event> | undefined {
  return table.find((row) => row.from === from && row.event === event && row.actors.includes(actor));
}

/**
 * The status after `event` by `actor` from `from`; a 409 `conflict` with `message` when the table has no
 * such move.
 */
export function transition<Status extends string, Event extends string>(
  table: readonly Transition<Status, Event>[],
  from: Status,
  event: Event,
  actor: Actor,
  message: string,
): Status {
  const row = findTransition(table, from, event, actor);
  if (row === undefined) {
    throw new ApiError(409, 'conflict', message, { detail: `no move ${event} by ${actor} from ${from}` });
  }
  return row.to;
}

/** Whether `event` by `actor` is legal from `from`. */
export const allows = <Status extends string, Event extends string>(
  table: readonly Transition<Status, Event>[],
  from: Status,
  event: Event,
  actor: Actor,
): boolean => findTransition(table, from, event, actor) !== undefined;

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
