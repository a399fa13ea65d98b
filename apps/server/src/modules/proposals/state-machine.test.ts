import { proposalStatusValues } from '@robomarket/api-client/enums';
import { describe, expect, it } from 'vitest';
import { allows, transition } from '../../lib/transitions.ts';
import { refusalOf } from '../../test/requests.ts';
import { type ProposalEvent, proposalTransitions } from './state-machine.ts';

const events: readonly ProposalEvent[] = [
  'accepted',
  'held',
  'approved',
  'reopened',
  'other_accepted',
  'workflow_cancelled',
  'withdrawn',
];

describe('the proposal state machine', () => {
  it('moves a proposal only out of PENDING and PENDING_APPROVAL', () => {
    for (const row of proposalTransitions) {
      for (const actor of row.actors) {
        expect(transition(proposalTransitions, row.from, row.event, actor, 'no')).toBe(row.to);
      }
    }
    const open = new Set(proposalTransitions.map((row) => row.from));
    for (const from of proposalStatusValues.filter((status) => !open.has(status))) {
      for (const event of events) {
        expect(refusalOf(() => transition(proposalTransitions, from, event, 'buyer', 'no'))?.statusCode).toBe(
          409,
        );
      }
    }
    expect(allows(proposalTransitions, 'PENDING', 'accepted', 'seller')).toBe(false);
  });

  it('awards a waiting proposal only by approval, never by a second accept', () => {
    expect(allows(proposalTransitions, 'PENDING_APPROVAL', 'accepted', 'buyer')).toBe(false);
    expect(allows(proposalTransitions, 'PENDING_APPROVAL', 'held', 'buyer')).toBe(false);
    expect(allows(proposalTransitions, 'PENDING', 'approved', 'buyer')).toBe(false);
    expect(transition(proposalTransitions, 'PENDING_APPROVAL', 'approved', 'buyer', 'no')).toBe('ACCEPTED');
    expect(transition(proposalTransitions, 'PENDING_APPROVAL', 'reopened', 'buyer', 'no')).toBe('PENDING');
  });
});
