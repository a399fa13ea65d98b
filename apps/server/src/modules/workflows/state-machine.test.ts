import { workflowStatusValues } from '@robomarket/api-client/enums';
import { describe, expect, it } from 'vitest';
import { type Actor, allows, transition } from '../../lib/transitions.ts';
import { refusalOf } from '../../test/requests.ts';
import { stageOf, workflowTransitions } from './state-machine.ts';

const actors: readonly Actor[] = ['buyer', 'seller', 'provider', 'timer', 'admin'];

describe('the workflow state machine (DESIGN.md §4)', () => {
  it('has exactly the rows of the design', () => {
    const rows = workflowTransitions.map(
      (row) => `${row.from} -${row.event}(${row.actors.join('/')})-> ${row.to}`,
    );
    expect(rows).toEqual([
      'REQUEST_CREATED -rfp_submitted(buyer)-> MATCHING_SELLERS',
      'MATCHING_SELLERS -first_proposal_received(seller)-> NEGOTIATION_IN_PROGRESS',
      'REQUEST_CREATED -first_proposal_received(seller)-> NEGOTIATION_IN_PROGRESS',
      'NEGOTIATION_IN_PROGRESS -proposal_accepted(buyer)-> PRICE_AGREED',
      'REQUEST_CREATED -offer_accepted(buyer/seller)-> PRICE_AGREED',
      'PRICE_AGREED -payment_session_opened(buyer)-> PAYMENT_PENDING',
      'PAYMENT_PENDING -payment_succeeded(provider)-> PAYMENT_COMPLETED',
      'PAYMENT_PENDING -payment_failed(provider/timer)-> PRICE_AGREED',
      'PAYMENT_COMPLETED -order_started(seller)-> ORDER_IN_PROGRESS',
      'ORDER_IN_PROGRESS -escrow_released(buyer/timer/admin)-> ORDER_COMPLETED',
      'ORDER_IN_PROGRESS -dispute_refunded(seller/admin)-> ORDER_CANCELLED',
      'ORDER_IN_PROGRESS -dispute_split(buyer/admin)-> ORDER_COMPLETED',
      ...workflowStatusValues
        .filter((status) => status !== 'ORDER_COMPLETED' && status !== 'ORDER_CANCELLED')
        .map((status) => `${status} -cancelled(buyer)-> ORDER_CANCELLED`),
    ]);
  });

  it('moves on every row, for each of its actors', () => {
    for (const row of workflowTransitions) {
      for (const actor of row.actors) {
        expect(transition(workflowTransitions, row.from, row.event, actor, 'no')).toBe(row.to);
      }
    }
  });

  it('answers 409 for every move the table lacks: other statuses, other actors', () => {
    let illegal = 0;
    for (const from of workflowStatusValues) {
      for (const event of new Set(workflowTransitions.map((row) => row.event))) {
        for (const actor of actors) {
          if (allows(workflowTransitions, from, event, actor)) continue;
          const error = refusalOf(() => transition(workflowTransitions, from, event, actor, 'Not now'));
          expect(error?.statusCode, `${from} ${event} ${actor}`).toBe(409);
          expect(error?.toBody()).toMatchObject({ code: 'conflict', message: 'Not now' });
          illegal++;
        }
      }
    }
    expect(illegal).toBeGreaterThan(300);
    // A sample by name.
    expect(allows(workflowTransitions, 'ORDER_COMPLETED', 'cancelled', 'buyer')).toBe(false);
    expect(allows(workflowTransitions, 'PRICE_AGREED', 'proposal_accepted', 'buyer')).toBe(false);
    expect(allows(workflowTransitions, 'NEGOTIATION_IN_PROGRESS', 'proposal_accepted', 'seller')).toBe(false);
    expect(allows(workflowTransitions, 'MATCHING_SELLERS', 'rfp_submitted', 'buyer')).toBe(false);
    expect(allows(workflowTransitions, 'ORDER_CANCELLED', 'cancelled', 'buyer')).toBe(false);
  });

  it('maps every status to its display stage (product-spec §4)', () => {
    expect(Object.fromEntries(workflowStatusValues.map((status) => [status, stageOf(status)]))).toEqual({
      REQUEST_CREATED: 'DRAFT',
      MATCHING_SELLERS: 'DRAFT',
      NEGOTIATION_IN_PROGRESS: 'NEGOTIATION',
      PRICE_AGREED: 'REVIEW',
      PAYMENT_PENDING: 'REVIEW',
      PAYMENT_COMPLETED: 'APPROVED',
      ORDER_IN_PROGRESS: 'APPROVED',
      ORDER_COMPLETED: 'COMPLETED',
      ORDER_CANCELLED: 'COMPLETED',
    });
  });
});
