import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { freshKey, ledgerSnapshot, paidWorkflow, startedWorkflow } from '../../test/payments.ts';
import { expectStatus, newMarketplaceRfp, paymentParties, propose, send } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { configurePayments } from './settings.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let rival: Session;

type Payouts = {
  balance: { heldInEscrow: string; available: string; paidOut: string; fees: string; currency: string };
  orders: {
    workflowId: string;
    title: string;
    paymentId: string;
    gross: string;
    fee: string;
    net: string;
    state: string;
    releasedAt: string | null;
    paidOutAt: string | null;
  }[];
  next_cursor: string | null;
};

/** A fresh seller past the early-adopter months, so releases take the 2.5 % fee. */
async function feePayingSeller(): Promise<Session> {
  const { seller: fresh } = await paymentParties(testApp.app, testApp.database.db);
  await testApp.database.db.query(
    `UPDATE businesses SET created_at = '2024-01-01T00:00:00Z'
      WHERE id IN (SELECT business_id FROM business_members WHERE user_id = $1)`,
    [fresh.user.id],
  );
  return fresh;
}

beforeAll(async () => {
  configurePayments({ feeBasisPoints: 250 });
  ({ buyer, colleague } = await paymentParties(testApp.app, testApp.database.db));

  rival = await feePayingSeller();
});

const payouts = async (session: Session, query = '') =>
  expectStatus<Payouts>(await send(testApp.app, 'GET', `/v2/payouts${query}`, session), 200);
const payOut = (
  session: Session,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = freshKey(),
) => send(testApp.app, 'POST', '/v2/payouts', session, body, headers);
const release = (workflowId: string) =>
  send(testApp.app, 'POST', `/v2/workflows/${workflowId}/payments/release`, buyer, undefined, freshKey());

async function expectLedgerBalanced() {
  const ledger = await ledgerSnapshot(testApp.database.db);
  expect(ledger.sum).toBe(0n);
  expect(ledger.unbalanced).toEqual([]);
  expect(ledger.negative).toEqual([]);
}

describe('payouts', () => {
  it('shows held, available with the fee, and paid out, from the ledger; the payout is idempotent', async () => {
    const me = await feePayingSeller();
    expect(await payouts(me)).toEqual({
      balance: { heldInEscrow: '0.00', available: '0.00', paidOut: '0.00', fees: '0.00', currency: 'USD' },
      orders: [],
      next_cursor: null,
    });
    expectError(await payOut(me), 409, 'conflict', 'There is no available balance to pay out');

    const held = await paidWorkflow(testApp.app, buyer, me, '100000.00');
    let view = await payouts(me);
    expect(view.balance).toMatchObject({ heldInEscrow: '100000.00', available: '0.00', fees: '0.00' });
    expect(view.orders).toMatchObject([
      {
        workflowId: held.workflowId,
        paymentId: held.paymentId,
        gross: '100000.00',
        net: '0.00',
        state: 'held',
      },
    ]);

    const done = await startedWorkflow(testApp.app, buyer, me, '200000.00');
    expectStatus(await release(done.workflowId), 200);
    view = await payouts(me);
    expect(view.balance).toEqual({
      heldInEscrow: '100000.00',
      available: '195000.00',
      paidOut: '0.00',
      fees: '5000.00',
      currency: 'USD',
    });
    expect(view.orders[0]).toMatchObject({
      gross: '200000.00',
      fee: '5000.00',
      net: '195000.00',
      state: 'available',
    });
    expect(view.orders[0]?.releasedAt).not.toBeNull();
    expect(view.orders.map((order) => order.state)).toEqual(['available', 'held']);

    // The buyer side and a competing seller see none of it; the competitor sees its own order only.
    const theirOrder = await paidWorkflow(testApp.app, buyer, rival, '100000.00');
    expect((await payouts(rival)).orders.map((order) => order.workflowId)).toEqual([theirOrder.workflowId]);
    for (const session of [buyer, colleague, rival]) {
      const theirs = await payouts(session);
      expect(theirs.orders.map((order) => order.workflowId)).not.toContain(done.workflowId);
      expect(theirs.orders.map((order) => order.workflowId)).not.toContain(held.workflowId);
    }
    expectError(await payOut(buyer), 409, 'conflict');

    const key = freshKey();
    const paid = expectStatus<Payouts>(await payOut(me, {}, key), 200);
    expect(paid.balance).toMatchObject({
      available: '0.00',
      paidOut: '195000.00',
      heldInEscrow: '100000.00',
    });
    expect(paid.orders[0]).toMatchObject({ state: 'paid_out', net: '195000.00' });
    expect(paid.orders[0]?.paidOutAt).not.toBeNull();
    // The same key again replays; another request with it is refused; a new key finds nothing left.
    expect(expectStatus<Payouts>(await payOut(me, {}, key), 200).balance.paidOut).toBe('195000.00');
    expectError(await payOut(me, { currency: 'EUR' }, key), 422, 'idempotency_key_reused');
    expectError(await payOut(me), 409, 'conflict');
    // Another currency holds nothing.
    expect((await payouts(me, '?currency=EUR')).orders).toEqual([]);
    await expectLedgerBalanced();
  });

  it('shows a refunded order as refunded, with nothing to the seller', async () => {
    const me = await feePayingSeller();
    const { workflowId } = await paidWorkflow(testApp.app, buyer, me, '100000.00');
    expectStatus(
      await send(testApp.app, 'POST', `/v2/workflows/${workflowId}/payments/refund`, buyer, {}, freshKey()),
      200,
    );
    const view = await payouts(me);
    expect(view.balance).toMatchObject({ heldInEscrow: '0.00', available: '0.00', fees: '0.00' });
    expect(view.orders).toMatchObject([{ workflowId, state: 'refunded', net: '0.00', gross: '100000.00' }]);
  });

  it('pages the orders newest first', async () => {
    const me = await feePayingSeller();
    await paidWorkflow(testApp.app, buyer, me, '100000.00');
    await paidWorkflow(testApp.app, buyer, me, '150000.00');
    const first = await payouts(me, '?limit=1');
    expect(first.orders.map((order) => order.gross)).toEqual(['150000.00']);
    const next = await payouts(me, `?limit=1&cursor=${first.next_cursor}`);
    expect(next.orders.map((order) => order.gross)).toEqual(['100000.00']);
    expect(next.next_cursor).toBeNull();
    expect(first.balance.heldInEscrow).toBe('250000.00');
  });

  it('pays out once when two payouts run at once', { timeout: 120_000 }, async () => {
    const me = await feePayingSeller();
    for (let round = 0; round < 8; round += 1) {
      const { workflowId } = await startedWorkflow(testApp.app, buyer, me, '100000.00');
      expectStatus(await release(workflowId), 200);
      const answers = await Promise.all([payOut(me), payOut(me)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const view = await payouts(me);
      expect(view.balance.available).toBe('0.00');
      expect(view.balance.paidOut).toBe(`${97500 * (round + 1)}.00`);
    }
    await expectLedgerBalanced();
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const me = await feePayingSeller();
    const { workflowId } = await startedWorkflow(testApp.app, buyer, me, '100000.00');
    expectStatus(await release(workflowId), 200);
    const before = await ledgerSnapshot(testApp.database.db);
    for (const currency of ['usd', 'XXX', 'US\u0000', '\ud800SD', 'U\u202eSD', 9]) {
      expectError(await payOut(me, { currency }), 400, 'validation_failed');
    }
    expectError(await payOut(me, { amount: '1.00' }), 400, 'validation_failed');
    expectError(await send(testApp.app, 'POST', '/v2/payouts', me, {}), 400, 'validation_failed');
    for (const key of ['', 'a'.repeat(256), 'key with spaces', 'k\u00e9y']) {
      expectError(await payOut(me, {}, { 'idempotency-key': key }), 400, 'validation_failed');
    }
    for (const query of [
      '?currency=usd',
      '?currency=%00',
      '?limit=0',
      '?limit=99999999999999999999',
      '?cursor=nope',
    ]) {
      expectError(await send(testApp.app, 'GET', `/v2/payouts${query}`, me), 400, 'validation_failed');
    }
    expect((await ledgerSnapshot(testApp.database.db)).postings).toBe(before.postings);
    expectError(await send(testApp.app, 'GET', '/v2/payouts'), 401, 'unauthenticated');
    expectError(
      await send(testApp.app, 'POST', '/v2/payouts', undefined, {}, freshKey()),
      401,
      'unauthenticated',
    );
    expect((await payouts(me)).balance.available).toBe('97500.00');
  });

  it('counts a movement of another kind by the accounts it posts to (a dispute split)', async () => {
    const me = await feePayingSeller();
    const { paymentId } = await paidWorkflow(testApp.app, buyer, me, '100000.00');
    const { db } = testApp.database;
    // A split of the held 100000.00: 30000.00 back to the buyer, 2000.00 fee, 68000.00 to the seller.
    const [tx] = await db.query<{ id: string }>(
      `INSERT INTO ledger_transactions (payment_id, kind, created_at) VALUES ($1, 'split', now()) RETURNING id`,
      [paymentId],
    );
    for (const [account, owner, amount] of [
      ['escrow', null, '-10000000'],
      ['buyer_funding', buyer.user.id, '3000000'],
      ['seller_payable', me.user.id, '6800000'],
      ['platform_revenue', null, '200000'],
    ] as const) {
      await db.query(
        `INSERT INTO ledger_postings (transaction_id, account, owner_id, amount_minor, currency)
         VALUES ($1, $2, $3, $4::bigint, 'USD')`,
        [tx?.id, account, owner, amount],
      );
    }
    const view = await payouts(me);
    expect(view.balance).toEqual({
      heldInEscrow: '0.00',
      available: '68000.00',
      paidOut: '0.00',
      fees: '2000.00',
      currency: 'USD',
    });
    expect(view.orders).toMatchObject([
      { paymentId, gross: '100000.00', fee: '2000.00', net: '68000.00', state: 'available' },
    ]);
    const paid = expectStatus<Payouts>(await payOut(me), 200);
    expect(paid.balance).toMatchObject({ available: '0.00', paidOut: '68000.00' });
    expect(paid.orders).toMatchObject([{ paymentId, state: 'paid_out', net: '68000.00' }]);
    await expectLedgerBalanced();
  });
});

describe('seller metrics', () => {
  type SellerMetrics = {
    revenue: string;
    activeDeals: number;
    winRate: { accepted: number; decided: number; rate: string } | null;
    averageTimeToAwardHours: number | null;
    currency: string;
  };
  const metrics = async (session: Session) =>
    expectStatus<SellerMetrics>(await send(testApp.app, 'GET', '/v2/business/metrics/seller', session), 200);

  it('counts revenue from the ledger, active deals, the win rate and the time to award', async () => {
    const me = await feePayingSeller();
    const other = await feePayingSeller();
    expect(await metrics(me)).toEqual({
      revenue: '0.00',
      activeDeals: 0,
      winRate: null,
      averageTimeToAwardHours: null,
      currency: 'USD',
    });
    // Won and released (200000 − 5000 fee), won and held, lost to the other seller, and one still open.
    const won = await startedWorkflow(testApp.app, buyer, me, '200000.00');
    expectStatus(await release(won.workflowId), 200);
    await paidWorkflow(testApp.app, buyer, me, '100000.00');
    const lost = await newMarketplaceRfp(testApp.app, buyer);
    await propose(testApp.app, me, lost.workflowId, { price: '110000.00' });
    const winner = await propose(testApp.app, other, lost.workflowId, { price: '105000.00' });
    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${lost.workflowId}/proposals/${winner}/accept`,
        buyer,
        undefined,
        freshKey(),
      ),
      200,
    );
    const open = await newMarketplaceRfp(testApp.app, buyer);
    await propose(testApp.app, me, open.workflowId, { price: '120000.00' });

    const mine = await metrics(me);
    expect(mine.revenue).toBe('195000.00');
    // The held order (PAYMENT_COMPLETED), the lost one (still open, on its list) and the open proposal;
    // the completed one is not active.
    expect(mine.activeDeals).toBe(3);
    expect(mine.winRate).toEqual({ accepted: 2, decided: 3, rate: '0.6667' });
    expect(mine.averageTimeToAwardHours).toBe(0);
    // Paying out moves revenue to the bank; it stays revenue.
    expectStatus(await payOut(me), 200);
    expect((await metrics(me)).revenue).toBe('195000.00');
    // The buyer has no seller figures; the other seller has only its own.
    expect((await metrics(buyer)).revenue).toBe('0.00');
    expect((await metrics(other)).revenue).toBe('0.00');
    expectError(
      await send(testApp.app, 'GET', '/v2/business/metrics/seller?currency=usd', me),
      400,
      'validation_failed',
    );
    expectError(await send(testApp.app, 'GET', '/v2/business/metrics/seller'), 401, 'unauthenticated');
  });
});
