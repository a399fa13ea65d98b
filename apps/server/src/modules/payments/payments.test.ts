import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import {
  agreedWorkflow,
  confirm,
  freshKey,
  goodCard,
  ledgerSnapshot,
  openSession,
  paidWorkflow,
  startedWorkflow,
  workflowStatus,
} from '../../test/payments.ts';
import {
  expectStatus,
  insertPayment,
  newMarketplaceRfp,
  paymentParties,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { configurePayments } from './settings.ts';

/** A clock the tests move (sessions expire after 30 minutes). */
let clock = new Date('2026-03-01T09:00:00Z');
const testApp = useTestApp({ now: () => clock });
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;
let otherSeller: Session;

beforeAll(async () => {
  ({ buyer, colleague, seller, stranger } = await paymentParties(testApp.app, testApp.database.db));
  // The colleague reads the buyer's payments and may not make them: a VIEWER (ADR 0089).
  await testApp.database.db.query(`UPDATE business_members SET roles = ARRAY['VIEWER'] WHERE user_id = $1`, [
    colleague.user.id,
  ]);
  ({ stranger: otherSeller } = await paymentParties(testApp.app, testApp.database.db));
});

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

type Payment = {
  id: string;
  workflowId: string;
  amount: string;
  status: string;
  escrowStatus: string | null;
};

const getPayment = (id: string, session: Session | undefined = buyer) =>
  send(testApp.app, 'GET', `/v2/payments/${id}`, session);

async function expectLedgerBalanced() {
  const ledger = await ledgerSnapshot(testApp.database.db);
  expect(ledger.sum).toBe(0n);
  expect(ledger.unbalanced).toEqual([]);
  expect(ledger.negative).toEqual([]);
  expect(ledger.positiveFunding).toEqual([]);
}

describe('listPayments', () => {
  it('shows a workflow’s payments to the buyer side and the chosen seller only, newest first', async () => {
    const { app, database } = testApp;
    const fresh = (await paymentParties(app, database.db)).buyer;
    expect(expectStatus(await send(app, 'GET', '/v2/payments', fresh), 200)).toEqual({
      payments: [],
      next_cursor: null,
    });
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    await propose(app, seller, workflowId);
    await insertPayment(database.db, workflowId, '12345', 'COMPLETED', '2026-03-01T10:00:00Z');
    await insertPayment(database.db, workflowId, '99', 'FAILED', '2026-03-02T10:00:00Z');
    // Awarded as an award does it: the seller and the business it acts for.
    await database.db.query('UPDATE workflows SET seller_id = $2, seller_business_id = $3 WHERE id = $1', [
      workflowId,
      seller.user.id,
      seller.memberships[0]?.business_id,
    ]);
    for (const session of [buyer, colleague, seller]) {
      const list = expectStatus<{ payments: Payment[] }>(
        await send(app, 'GET', `/v2/payments?workflowId=${workflowId}`, session),
        200,
      );
      expect(list.payments.map((p) => [p.amount, p.status])).toEqual([
        ['0.99', 'FAILED'],
        ['123.45', 'COMPLETED'],
      ]);
    }
    // An invited seller whose price was not agreed, and a stranger, see none.
    await propose(app, otherSeller, workflowId, { price: '140000.00' });
    for (const session of [otherSeller, stranger]) {
      expect(
        expectStatus<{ payments: Payment[] }>(await send(app, 'GET', '/v2/payments', session), 200).payments,
      ).toEqual([]);
    }
    const page = expectStatus<{ payments: Payment[]; next_cursor: string | null }>(
      await send(app, 'GET', `/v2/payments?workflowId=${workflowId}&limit=1`, buyer),
      200,
    );
    expect(page.payments.map((p) => p.amount)).toEqual(['0.99']);
    const next = expectStatus<{ payments: Payment[] }>(
      await send(
        app,
        'GET',
        `/v2/payments?workflowId=${workflowId}&limit=1&cursor=${page.next_cursor}`,
        buyer,
      ),
      200,
    );
    expect(next.payments.map((p) => p.amount)).toEqual(['123.45']);
    expectError(await send(app, 'GET', '/v2/payments?status=PAID', buyer), 400, 'validation_failed');
    expectError(await send(app, 'GET', '/v2/payments'), 401, 'unauthenticated');
  });
});

describe('the sandbox payment flow', () => {
  it('pays the agreed price into escrow, starts, releases with the fee, and keeps the ledger balanced', async () => {
    const { app } = testApp;
    const workflowId = await agreedWorkflow(app, buyer, seller, '150000.07');
    const url = `/v2/workflows/${workflowId}/payments/session`;
    // Who may pay: the buyer only.
    expectError(await send(app, 'POST', url, colleague, undefined, freshKey()), 403, 'forbidden');
    expectError(await send(app, 'POST', url, seller, undefined, freshKey()), 403, 'forbidden');
    expectError(await send(app, 'POST', url, stranger, undefined, freshKey()), 404, 'not_found');
    expectError(await send(app, 'POST', url, undefined, undefined, freshKey()), 401, 'unauthenticated');
    expectError(await send(app, 'POST', url, buyer), 400, 'validation_failed');
    const session = expectStatus<{
      payment_id: string;
      checkout_url: string;
      provider: string;
      expires_at: string;
      payment: Payment;
    }>(await send(app, 'POST', url, buyer, undefined, freshKey()), 201);
    expect(session.checkout_url).toBe(`/checkout/${session.payment_id}`);
    expect(session.provider).toBe('sandbox');
    expect(session.expires_at).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());
    expect(session.payment).toMatchObject({ amount: '150000.07', status: 'PENDING', escrowStatus: null });
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PAYMENT_PENDING');
    // One open payment per workflow.
    expectError(await send(app, 'POST', url, buyer, undefined, freshKey()), 409, 'conflict');

    const id = session.payment_id;
    // Declines leave the payment open; unknown cards are 400s that write nothing.
    expectError(
      await confirm(app, buyer, id, '4000 0000 0000 0002'),
      402,
      'card_declined',
      'Your card was declined. Please try another card.',
    );
    expectError(await confirm(app, buyer, id, '4000000000009995'), 402, 'insufficient_funds');
    expectError(
      await confirm(app, buyer, id, '4111 1111 1111 1111'),
      400,
      'validation_failed',
      'Unknown test card',
    );
    expectError(await confirm(app, buyer, id, '4242 4242 4242 424x'), 400, 'validation_failed');
    expect(expectStatus<Payment>(await getPayment(id), 200).status).toBe('PENDING');
    // Who may confirm.
    expectError(await confirm(app, colleague, id), 403, 'forbidden');
    expectError(await confirm(app, stranger, id), 404, 'not_found');
    expectError(await confirm(app, otherSeller, id), 404, 'not_found');

    const paid = expectStatus<Payment>(await confirm(app, buyer, id, goodCard), 200);
    expect(paid).toMatchObject({ status: 'COMPLETED', escrowStatus: 'PENDING', amount: '150000.07' });
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PAYMENT_COMPLETED');
    expectError(await confirm(app, buyer, id), 409, 'conflict');
    // A colleague and the chosen seller see the payment; a stranger does not.
    expectStatus(await getPayment(id, colleague), 200);
    expectStatus(await getPayment(id, seller), 200);
    expectError(await getPayment(id, stranger), 404, 'not_found');

    // Only the chosen seller starts the order; release waits for it.
    const release = `/v2/workflows/${workflowId}/payments/release`;
    expectError(await send(app, 'POST', release, buyer, undefined, freshKey()), 409, 'conflict');
    const start = `/v2/workflows/${workflowId}/order/start`;
    expectError(await send(app, 'POST', start, buyer), 403, 'forbidden');
    expectError(await send(app, 'POST', start, stranger), 404, 'not_found');
    expect(expectStatus<{ status: string }>(await send(app, 'POST', start, seller), 200).status).toBe(
      'ORDER_IN_PROGRESS',
    );
    expectError(await send(app, 'POST', start, seller), 409, 'conflict');

    expectError(await send(app, 'POST', release, colleague, undefined, freshKey()), 403, 'forbidden');
    expectError(await send(app, 'POST', release, seller, undefined, freshKey()), 403, 'forbidden');
    expectError(await send(app, 'POST', release, stranger, undefined, freshKey()), 404, 'not_found');
    // The seller's business is new (an early adopter): no fee.
    const released = expectStatus<Payment>(
      await send(app, 'POST', release, buyer, undefined, freshKey()),
      200,
    );
    expect(released.escrowStatus).toBe('RELEASED');
    expect(await workflowStatus(app, buyer, workflowId)).toBe('ORDER_COMPLETED');
    expectError(await send(app, 'POST', release, buyer, undefined, freshKey()), 409, 'conflict');
    expectError(
      await send(app, 'POST', `/v2/workflows/${workflowId}/payments/refund`, buyer, {}, freshKey()),
      409,
      'conflict',
    );
    expectError(await send(app, 'DELETE', `/v2/workflows/${workflowId}`, buyer), 409, 'conflict');
    const [row] = await testApp.database.db.query<{ fee_minor: string }>(
      'SELECT fee_minor::text AS fee_minor FROM payments WHERE id = $1',
      [id],
    );
    expect(row?.fee_minor).toBe('0');
    await expectLedgerBalanced();
  });

  it('takes the platform fee, rounded half-up, from a seller older than six months', async () => {
    const { app, database } = testApp;
    restore = configurePayments({ feeBasisPoints: 250 });
    const veteran = (await paymentParties(app, database.db)).seller;
    await database.db.query(
      `UPDATE businesses SET created_at = '2025-01-01T00:00:00Z'
        WHERE id IN (SELECT business_id FROM business_members WHERE user_id = $1)`,
      [veteran.user.id],
    );
    // 2.5% of 100000.10 = 2500.0025 → 2500.00; of 100000.30 = 2500.0075 → 2500.01.
    for (const [price, fee] of [
      ['100000.10', '250000'],
      ['100000.30', '250001'],
    ] as const) {
      const { workflowId, paymentId } = await startedWorkflow(app, buyer, veteran, price);
      expectStatus(
        await send(app, 'POST', `/v2/workflows/${workflowId}/payments/release`, buyer, undefined, freshKey()),
        200,
      );
      const postings = await database.db.query<{ account: string; amount: string }>(
        `SELECT lp.account, lp.amount_minor::text AS amount FROM ledger_postings lp
           JOIN ledger_transactions lt ON lt.id = lp.transaction_id
          WHERE lt.payment_id = $1 AND lt.kind = 'release' ORDER BY lp.account`,
        [paymentId],
      );
      const total = BigInt(price.replace('.', ''));
      expect(postings).toEqual([
        { account: 'escrow', amount: (-total).toString() },
        { account: 'platform_revenue', amount: fee },
        { account: 'seller_payable', amount: (total - BigInt(fee)).toString() },
      ]);
    }
    await expectLedgerBalanced();
  });

  it('refunds held funds to the buyer once; cancelling refunds too and keeps the history', async () => {
    const { app } = testApp;
    const { workflowId, paymentId } = await paidWorkflow(app, buyer, seller);
    const refund = `/v2/workflows/${workflowId}/payments/refund`;
    expectError(await send(app, 'POST', refund, colleague, {}, freshKey()), 403, 'forbidden');
    expectError(await send(app, 'POST', refund, seller, {}, freshKey()), 403, 'forbidden');
    expectError(await send(app, 'POST', refund, stranger, {}, freshKey()), 404, 'not_found');
    expectError(
      await send(app, 'POST', refund, buyer, { reason: 'x', extra: 1 }, freshKey()),
      400,
      'validation_failed',
    );
    const refunded = expectStatus<Payment>(
      await send(app, 'POST', refund, buyer, { reason: 'Supplier delay' }, freshKey()),
      200,
    );
    expect(refunded).toMatchObject({ id: paymentId, status: 'COMPLETED', escrowStatus: 'REFUNDED' });
    expect(await workflowStatus(app, buyer, workflowId)).toBe('ORDER_CANCELLED');
    expectError(await send(app, 'POST', refund, buyer, {}, freshKey()), 409, 'conflict');
    expectError(
      await send(app, 'POST', `/v2/workflows/${workflowId}/payments/release`, buyer, undefined, freshKey()),
      409,
      'conflict',
    );

    // DELETE with funds held: refunded in the same transaction.
    const held = await paidWorkflow(app, buyer, seller);
    expectError(await send(app, 'DELETE', `/v2/workflows/${held.workflowId}`, colleague), 403, 'forbidden');
    expectError(await send(app, 'DELETE', `/v2/workflows/${held.workflowId}`, seller), 403, 'forbidden');
    expect((await send(app, 'DELETE', `/v2/workflows/${held.workflowId}`, buyer)).statusCode).toBe(204);
    expect(expectStatus<Payment>(await getPayment(held.paymentId), 200).escrowStatus).toBe('REFUNDED');
    expect(await workflowStatus(app, buyer, held.workflowId)).toBe('ORDER_CANCELLED');
    expect((await send(app, 'DELETE', `/v2/workflows/${held.workflowId}`, buyer)).statusCode).toBe(204);

    // DELETE with a session open: the session expires, nothing is held.
    const open = await agreedWorkflow(app, buyer, seller);
    const openId = await openSession(app, buyer, open);
    expect((await send(app, 'DELETE', `/v2/workflows/${open}`, buyer)).statusCode).toBe(204);
    expect(expectStatus<Payment>(await getPayment(openId), 200)).toMatchObject({
      status: 'EXPIRED',
      escrowStatus: null,
    });
    expectError(await confirm(app, buyer, openId), 409, 'conflict');
    await expectLedgerBalanced();
  });

  it('expires an unpaid session after its lifetime, on read and on confirm', async () => {
    const { app } = testApp;
    // A one-minute lifetime keeps the clock's moves inside the access tokens' life.
    restore = configurePayments({ sessionTtlMs: 60_000 });
    const workflowId = await agreedWorkflow(app, buyer, seller);
    const first = await openSession(app, buyer, workflowId);
    clock = new Date(clock.getTime() + 60_000 - 1);
    expect(expectStatus<Payment>(await getPayment(first), 200).status).toBe('PENDING');
    clock = new Date(clock.getTime() + 1);
    expect(expectStatus<Payment>(await getPayment(first), 200).status).toBe('EXPIRED');
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PRICE_AGREED');
    expectError(
      await confirm(app, buyer, first),
      409,
      'conflict',
      'This payment session has expired. Please start the payment again.',
    );
    // A new session, expired by the confirm itself: one outcome, the payment is not taken.
    const second = await openSession(app, buyer, workflowId);
    clock = new Date(clock.getTime() + 61_000);
    expectError(await confirm(app, buyer, second), 409, 'conflict');
    expect(expectStatus<Payment>(await getPayment(second), 200).status).toBe('EXPIRED');
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PRICE_AGREED');
    // And a third one pays.
    const third = await openSession(app, buyer, workflowId);
    expectStatus(await confirm(app, buyer, third), 200);
    await expectLedgerBalanced();
  });

  it('expires a session nobody reads on the recurring job `payments.expire-overdue` (ADR 0094)', async () => {
    const { app, database } = testApp;
    restore = configurePayments({ sessionTtlMs: 60_000 });
    const workflowId = await agreedWorkflow(app, buyer, seller);
    const paymentId = await openSession(app, buyer, workflowId);
    const stored = async () =>
      (
        await database.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId])
      )[0]?.status;
    const waiting = await database.db.query(
      `SELECT 1 FROM jobs WHERE name = 'payments.expire-overdue' AND state = 'queued'`,
    );
    expect(waiting).toHaveLength(1);
    clock = new Date(clock.getTime() + 61_000);
    await testApp.runJobs();
    expect(await stored()).toBe('EXPIRED');
    expect(await workflowStatus(app, buyer, workflowId)).toBe('PRICE_AGREED');
  });
});

describe('Idempotency-Key on the money moves', () => {
  it('replays the first answer for the same request and refuses another request with the key', async () => {
    const { app } = testApp;
    const workflowId = await agreedWorkflow(app, buyer, seller);
    const url = `/v2/workflows/${workflowId}/payments/session`;
    const key = freshKey();
    const first = expectStatus<{ payment_id: string }>(
      await send(app, 'POST', url, buyer, undefined, key),
      201,
    );
    const again = expectStatus<{ payment_id: string }>(
      await send(app, 'POST', url, buyer, undefined, key),
      201,
    );
    expect(again.payment_id).toBe(first.payment_id);
    expectError(
      await send(app, 'POST', url, buyer, { successUrl: 'https://example.com/ok' }, key),
      422,
      'idempotency_key_reused',
    );
    // A decline is an answer too: the same card with the same key declines again without a new attempt.
    const confirmKey = freshKey();
    expectError(
      await confirm(app, buyer, first.payment_id, '4000 0000 0000 0002', confirmKey),
      402,
      'card_declined',
    );
    expectError(
      await confirm(app, buyer, first.payment_id, '4000000000000002', confirmKey),
      402,
      'card_declined',
    );
    expectError(
      await confirm(app, buyer, first.payment_id, goodCard, confirmKey),
      422,
      'idempotency_key_reused',
    );
    expectStatus(await confirm(app, buyer, first.payment_id, goodCard), 200);
    expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/order/start`, seller), 200);
    const releaseKey = freshKey();
    const release = `/v2/workflows/${workflowId}/payments/release`;
    const released = expectStatus<Payment>(
      await send(app, 'POST', release, buyer, undefined, releaseKey),
      200,
    );
    expect(
      expectStatus<Payment>(await send(app, 'POST', release, buyer, undefined, releaseKey), 200),
    ).toEqual(released);
    const releases = await testApp.database.db.query(
      `SELECT 1 FROM ledger_transactions WHERE payment_id = $1 AND kind = 'release'`,
      [first.payment_id],
    );
    expect(releases).toHaveLength(1);
  });
});

describe('racing money moves', () => {
  it('gives exactly one effect when release and refund, or two releases, race', async () => {
    const { app, database } = testApp;
    for (let round = 0; round < 8; round += 1) {
      const { workflowId, paymentId } = await startedWorkflow(app, buyer, seller, '120000.00');
      const moves = round % 2 === 0 ? ['release', 'refund'] : ['release', 'release'];
      const answers = await Promise.all(
        moves.map((move) =>
          send(
            app,
            'POST',
            `/v2/workflows/${workflowId}/payments/${move}`,
            buyer,
            move === 'refund' ? {} : undefined,
            freshKey(),
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const resolutions = await database.db.query(
        `SELECT kind FROM ledger_transactions WHERE payment_id = $1 AND kind <> 'hold'`,
        [paymentId],
      );
      expect(resolutions).toHaveLength(1);
    }
    await expectLedgerBalanced();
  });

  it('opens one session when two race, and one outcome when a confirm races a cancel', async () => {
    const { app } = testApp;
    for (let round = 0; round < 6; round += 1) {
      const workflowId = await agreedWorkflow(app, buyer, seller, '130000.00');
      const url = `/v2/workflows/${workflowId}/payments/session`;
      const sessions = await Promise.all([
        send(app, 'POST', url, buyer, undefined, freshKey()),
        send(app, 'POST', url, buyer, undefined, freshKey()),
      ]);
      expect(sessions.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const opened = sessions.find((answer) => answer.statusCode === 201);
      if (opened === undefined) throw new Error('no session opened');
      const paymentId = expectStatus<{ payment_id: string }>(opened, 201).payment_id;
      const [paid, cancelled] = await Promise.all([
        confirm(app, buyer, paymentId),
        send(app, 'DELETE', `/v2/workflows/${workflowId}`, buyer),
      ]);
      expect(cancelled.statusCode).toBe(204);
      const payment = expectStatus<Payment>(await getPayment(paymentId), 200);
      // Either paid first and refunded by the cancel, or expired by the cancel and the confirm refused.
      if (paid.statusCode === 200) expect(payment.escrowStatus).toBe('REFUNDED');
      else {
        expect(paid.statusCode).toBe(409);
        expect(payment.status).toBe('EXPIRED');
      }
    }
    await expectLedgerBalanced();
  });
});
