import { rfpStatusValues } from '@robomarket/api-client/enums';
import { describe, expect, it } from 'vitest';
import { allows, transition } from '../../lib/transitions.ts';
import { rfpTransitions } from './state-machine.ts';

describe('the RFP state machine', () => {
  it('moves on every row and refuses everything else', () => {
    for (const row of rfpTransitions) {
      for (const actor of row.actors) {
        expect(transition(rfpTransitions, row.from, row.event, actor, 'no')).toBe(row.to);
      }
    }
    for (const from of rfpStatusValues) {
      for (const event of [
        'submitted',
        'withdrawn',
        'edited',
        'first_proposal_received',
        'proposal_accepted',
      ] as const) {
        const legal = rfpTransitions.some((row) => row.from === from && row.event === event);
        const actor = event === 'first_proposal_received' ? 'seller' : 'buyer';
        expect(allows(rfpTransitions, from, event, actor), `${from} ${event}`).toBe(legal);
      }
    }
    expect(allows(rfpTransitions, 'APPROVED', 'submitted', 'buyer')).toBe(false);
    expect(allows(rfpTransitions, 'SUBMITTED', 'edited', 'buyer')).toBe(false);
    expect(allows(rfpTransitions, 'DRAFT', 'withdrawn', 'buyer')).toBe(false);
    expect(allows(rfpTransitions, 'SUBMITTED', 'submitted', 'buyer')).toBe(false);
    expect(allows(rfpTransitions, 'DRAFT', 'submitted', 'seller')).toBe(false);
  });
});
