// The proposal's state machine as data (DESIGN.md §4): every legal move with the event and who may cause it.
// Only the proposals module moves a proposal; it follows its workflow's events through a hook (index.ts).
import type { ProposalStatus } from '@robomarket/api-client/enums';
import type { Transition } from '../../lib/transitions.ts';

/**
 * Events that move a proposal. `held`: the buyer accepted it over a limit (ADR 0091); `approved`: the
 * buyer's approvers approved that award; `reopened`: they declined it, or nobody decided in time.
 */
export type ProposalEvent =
  | 'accepted'
  | 'held'
  | 'approved'
  | 'reopened'
  | 'other_accepted'
  | 'workflow_cancelled'
  | 'withdrawn';

/**
 * The proposal's moves: PENDING → ACCEPTED | PENDING_APPROVAL | REJECTED | WITHDRAWN; PENDING_APPROVAL →
 * ACCEPTED (approved) | PENDING (declined, expired) | REJECTED | WITHDRAWN.
 */
export const proposalTransitions: readonly Transition<ProposalStatus, ProposalEvent>[] = [
  { from: 'PENDING', event: 'accepted', actors: ['buyer'], to: 'ACCEPTED' },
  { from: 'PENDING', event: 'held', actors: ['buyer'], to: 'PENDING_APPROVAL' },
  { from: 'PENDING', event: 'other_accepted', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING', event: 'workflow_cancelled', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING', event: 'withdrawn', actors: ['seller'], to: 'WITHDRAWN' },
  { from: 'PENDING_APPROVAL', event: 'approved', actors: ['buyer'], to: 'ACCEPTED' },
  { from: 'PENDING_APPROVAL', event: 'reopened', actors: ['buyer'], to: 'PENDING' },
  { from: 'PENDING_APPROVAL', event: 'other_accepted', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING_APPROVAL', event: 'workflow_cancelled', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING_APPROVAL', event: 'withdrawn', actors: ['seller'], to: 'WITHDRAWN' },
];
