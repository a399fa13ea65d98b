// Bad input to the payment operations is a 400 that writes nothing: huge ids, NUL bytes, card numbers with
// letters, 10,000-digit strings, unknown fields, wrong types.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { agreedWorkflow, freshKey, openSession } from '../../test/payments.ts';
import { paymentParties, send } from '../../test/procurement.ts';

const testApp = useTestApp();
let buyer: Session;
let seller: Session;
let workflowId: string;
let paymentId: string;

beforeAll(async () => {
  ({ buyer, seller } = await paymentParties(testApp.app, testApp.database.db));
  workflowId = await agreedWorkflow(testApp.app, buyer, seller);
  paymentId = await openSession(testApp.app, buyer, workflowId);
});

/** Everything the payment flow writes. */
async function fingerprint(): Promise<string> {
  const rows = await testApp.database.db.query(
    `SELECT (SELECT count(*) FROM payments) AS payments,
            (SELECT string_agg(status || ':' || COALESCE(escrow_status, '-'), ',' ORDER BY id) FROM payments) AS statuses,
            (SELECT count(*) FROM ledger_postings) AS postings,
            (SELECT count(*) FROM idempotency_keys) AS keys,
            (SELECT count(*) FROM stripe_events) AS events,
            (SELECT string_agg(status, ',' ORDER BY id) FROM workflows) AS workflows`,
  );
  return JSON.stringify(rows);
}

const huge = '9'.repeat(10_000);

describe('bad input to the payment operations', () => {
  it('is a 400 that writes nothing', async () => {
    const { app } = testApp;
    const before = await fingerprint();
    const cards = [
      '4242 4242 4242 424a',
      'abcd',
      '',
      '4242\u00004242\u000042424242',
      huge,
      '4242-4242-4242-4242',
      '4111 1111 1111 1111',
    ];
    for (const card of cards) {
      const answer = await send(
        app,
        'POST',
        `/v2/sandbox/payments/${paymentId}/confirm`,
        buyer,
        { card_number: card },
        freshKey(),
      );
      expect(answer.statusCode, card.slice(0, 40)).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
    const confirmBodies: unknown[] = [
      {},
      { card_number: 4242424242424242 },
      { card_number: '4242424242424242', extra: 1 },
      [],
    ];
    for (const body of confirmBodies) {
      const answer = await send(
        app,
        'POST',
        `/v2/sandbox/payments/${paymentId}/confirm`,
        buyer,
        body,
        freshKey(),
      );
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const id of [huge, 'not-a-uuid', '%00', `${paymentId}%00`]) {
      for (const [method, url] of [
        ['POST', `/v2/sandbox/payments/${id}/confirm`],
        ['GET', `/v2/payments/${id}`],
        ['POST', `/v2/workflows/${id}/payments/session`],
        ['POST', `/v2/workflows/${id}/payments/release`],
        ['POST', `/v2/workflows/${id}/payments/refund`],
        ['POST', `/v2/workflows/${id}/order/start`],
        ['DELETE', `/v2/workflows/${id}`],
      ] as const) {
        const answer = await send(
          app,
          method,
          url,
          buyer,
          method === 'POST' && url.includes('confirm') ? { card_number: '4242424242424242' } : undefined,
          freshKey(),
        );
        expect([400, 414], `${method} ${url.slice(0, 60)}`).toContain(answer.statusCode);
      }
    }
    // Idempotency keys that are not visible ASCII, or too long.
    for (const key of ['a b', 'k'.repeat(256), 'é']) {
      const answer = await send(
        app,
        'POST',
        `/v2/workflows/${workflowId}/payments/release`,
        buyer,
        undefined,
        {
          'idempotency-key': key,
        },
      );
      expect(answer.statusCode, key.slice(0, 10)).toBe(400);
    }
    const refunds: unknown[] = [{ reason: huge }, { reason: 5 }, { reason: 'ok', amount: '1.00' }];
    for (const body of refunds) {
      const answer = await send(
        app,
        'POST',
        `/v2/workflows/${workflowId}/payments/refund`,
        buyer,
        body,
        freshKey(),
      );
      expect(answer.statusCode).toBe(400);
    }
    const sessions: unknown[] = [
      { successUrl: 'javascript:alert(1)' },
      { successUrl: huge },
      { other: true },
    ];
    for (const body of sessions) {
      const answer = await send(
        app,
        'POST',
        `/v2/workflows/${workflowId}/payments/session`,
        buyer,
        body,
        freshKey(),
      );
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await fingerprint()).toBe(before);
  });
});
