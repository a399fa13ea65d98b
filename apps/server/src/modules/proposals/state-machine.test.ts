import { proposalStatusValues } from '@robomarket/api-client/enums';
import { describe, expect, it } from 'vitest';
import { allows, transition } from '../../lib/transitions.ts';
import { refusalOf } from '../../test/requests.ts';
import { proposalTransitions } from './state-machine.ts';

describe('the proposal state machine', () => {
  it('moves a proposal only out of PENDING', () => {
    for (const row of proposalTransitions) {
      for (const actor of row.actors) {
        expect(transition(proposalTransitions, row.from, row.event, actor, 'no')).toBe(row.to);
      }
    }
    for (const from of proposalStatusValues.filter((status) => status !== 'PENDING')) {
      for (const event of ['accepted', 'other_accepted', 'workflow_cancelled', 'withdrawn'] as const) {
        expect(refusalOf(() => transition(proposalTransitions, from, event, 'buyer', 'no'))?.statusCode).toBe(
          409,
        );
      }
    }
    expect(allows(proposalTransitions, 'PENDING', 'accepted', 'seller')).toBe(false);
  });
});
