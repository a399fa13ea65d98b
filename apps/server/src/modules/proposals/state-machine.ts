// The proposal's state machine as data (DESIGN.md §4): every legal move with the event and who may cause it.
// Only the proposals module moves a proposal; it follows its workflow's events through a hook (index.ts).
import type { ProposalStatus } from '@robomarket/api-client/enums';
import type { Transition } from '../../lib/transitions.ts';

/** Events that move a proposal. */
export type ProposalEvent = 'accepted' | 'other_accepted' | 'workflow_cancelled' | 'withdrawn';

/** The proposal's moves: PENDING → ACCEPTED | REJECTED | WITHDRAWN. */
export const proposalTransitions: readonly Transition<ProposalStatus, ProposalEvent>[] = [
  { from: 'PENDING', event: 'accepted', actors: ['buyer'], to: 'ACCEPTED' },
  { from: 'PENDING', event: 'other_accepted', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING', event: 'workflow_cancelled', actors: ['buyer'], to: 'REJECTED' },
  { from: 'PENDING', event: 'withdrawn', actors: ['seller'], to: 'WITHDRAWN' },
];
