// The RFP's state machine as data (DESIGN.md §4): every legal move with the event and who may cause it.
// Only the rfps module moves an RFP; it follows its workflow's events through a hook (index.ts).
import type { RfpStatus } from '@robomarket/api-client/enums';
import type { Transition } from '../../lib/transitions.ts';

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
