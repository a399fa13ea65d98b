// Property: over generated sequences of payment operations on a few workflows (sessions, confirms with
// random cards, starts, releases, refunds, cancels, expiries, deliveries, disputes with their answers, offers
// and admin decisions, ended inspection periods, the seller's payouts; some pairs sent at once), the ledger
// balances, no balance goes where it must not, each hold resolves at most once, and the workflow, payment and escrow
// statuses agree with the ledger.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { agreedWorkflow, freshKey, ledgerSnapshot } from '../../test/payments.ts';
import { paymentParties, send } from '../../test/procurement.ts';
import { signInPlatformAdmin } from '../../test/requests.ts';
import { configurePayments } from './settings.ts';

const testApp = useTestApp();
let buyer: Session;
let seller: Session;
let admin: Session;

beforeAll(async () => {
  configurePayments({ feeBasisPoints: 250 });
  ({ buyer, seller } = await paymentParties(testApp.app, testApp.database.db));
  admin = await signInPlatformAdmin(testApp, new Date());
  // A seller past the early-adopter months, so releases take a fee.
  await testApp.database.db.query(
    `UPDATE businesses SET created_at = '2024-01-01T00:00:00Z'
      WHERE id IN (SELECT business_id FROM business_members WHERE user_id = $1)`,
    [seller.user.id],
  );
});

const cards = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '1234'];
type Op =
  | {
      kind:
        | 'session'
        | 'start'
        | 'release'
        | 'refund'
        | 'cancel'
        | 'expire'
        | 'deliver'
        | 'dispute'
        | 'acceptRefund'
        | 'contest'
        | 'acceptOffer'
        | 'rejectOffer'
        | 'withdraw'
        | 'inspect'
        | 'payout';
      w: number;
    }
  | { kind: 'confirm'; w: number; card: string }
  | { kind: 'offer' | 'decideSplit'; w: number; cents: bigint }
  | { kind: 'decideRefund' | 'decideRelease'; w: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'session',
      'start',
      'release',
      'refund',
      'cancel',
      'expire',
      'deliver',
      'dispute',
      'acceptRefund',
      'contest',
      'acceptOffer',
      'rejectOffer',
      'withdraw',
      'inspect',
      'payout' as const,
    ),
    w: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constantFrom('offer', 'decideSplit' as const),
    w: fc.integer({ min: 0, max: 1 }),
    // Some within what is held, some out of bounds (a 400).
    cents: fc.bigInt({ min: 0n, max: 25_000_000n }),
  }),
  fc.record({
    kind: fc.constantFrom('decideRefund', 'decideRelease' as const),
    w: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constant('confirm' as const),
    w: fc.integer({ min: 0, max: 1 }),
    card: fc.constantFrom(...cards),
  }),
);
/** A step: one operation, or two sent at once. */
const step = fc.oneof(
  op.map((one) => [one]),
  fc.tuple(op, op),
);

const amountOf = (cents: bigint) => {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

/** The workflow's newest dispute's id, if any. */
async function disputeOf(workflowId: string): Promise<string | undefined> {
  const [row] = await testApp.database.db.query<{ id: string }>(
    'SELECT id FROM disputes WHERE workflow_id = $1 ORDER BY created_at DESC, id LIMIT 1',
    [workflowId],
  );
  return row?.id;
}

/** A move on the workflow's newest dispute, when it has one. */
async function onDispute(workflowId: string, move: (disputeId: string) => Promise<LightMyRequestResponse>) {
  const disputeId = await disputeOf(workflowId);
  return disputeId === undefined ? undefined : move(disputeId);
}

async function run(operation: Op, workflows: string[]): Promise<LightMyRequestResponse | undefined> {
  const { app, database } = testApp;
  const id = workflows[operation.w] ?? '';
  const respond = (body: Record<string, unknown>) =>
    onDispute(id, (d) => send(app, 'POST', `/v2/disputes/${d}/respond`, seller, body));
  const decide = (body: Record<string, unknown>) =>
    onDispute(id, (d) => send(app, 'POST', `/v2/admin/disputes/${d}/decide`, admin, body));
  switch (operation.kind) {
    case 'deliver':
      return send(app, 'POST', `/v2/workflows/${id}/order/deliver`, seller);
    case 'dispute':
      return send(app, 'POST', `/v2/workflows/${id}/disputes`, buyer, {
        reason: 'DAMAGED',
        description: 'Arrived damaged.',
      });
    case 'acceptRefund':
      return respond({ action: 'accept_refund' });
    case 'contest':
      return respond({ action: 'contest' });
    case 'offer':
      return respond({ action: 'offer_partial', amount: amountOf(operation.cents) });
    case 'acceptOffer':
      return onDispute(id, (d) => send(app, 'POST', `/v2/disputes/${d}/accept-offer`, buyer));
    case 'rejectOffer':
      return onDispute(id, (d) => send(app, 'POST', `/v2/disputes/${d}/reject-offer`, buyer));
    case 'withdraw':
      return onDispute(id, (d) => send(app, 'POST', `/v2/disputes/${d}/withdraw`, buyer));
    case 'decideSplit':
      return decide({ outcome: 'SPLIT', refundAmount: amountOf(operation.cents) });
    case 'decideRefund':
      return decide({ outcome: 'REFUNDED' });
    case 'decideRelease':
      return decide({ outcome: 'RELEASED' });
    case 'inspect':
      // The inspection period ends: released automatically by the next reader unless a dispute is open.
      await database.db.query(
        `UPDATE payments SET inspection_ends_at = now() - interval '1 second'
          WHERE workflow_id = $1 AND inspection_ends_at IS NOT NULL`,
        [id],
      );
      return send(app, 'GET', '/v2/payments', buyer);
    case 'session':
      return send(app, 'POST', `/v2/workflows/${id}/payments/session`, buyer, undefined, freshKey());
    case 'confirm': {
      const [open] = await database.db.query<{ id: string }>(
        `SELECT id FROM payments WHERE workflow_id = $1 ORDER BY created_at DESC, id LIMIT 1`,
        [id],
      );
      if (open === undefined) return undefined;
      return send(
        app,
        'POST',
        `/v2/sandbox/payments/${open.id}/confirm`,
        buyer,
        { card_number: operation.card },
        freshKey(),
      );
    }
    case 'start':
      return send(app, 'POST', `/v2/workflows/${id}/order/start`, seller);
    case 'release':
      return send(app, 'POST', `/v2/workflows/${id}/payments/release`, buyer, undefined, freshKey());
    case 'refund':
      return send(app, 'POST', `/v2/workflows/${id}/payments/refund`, buyer, {}, freshKey());
    case 'cancel':
      return send(app, 'DELETE', `/v2/workflows/${id}`, buyer);
    case 'payout':
      return send(app, 'POST', '/v2/payouts', seller, {}, freshKey());
    case 'expire':
      // Time passes for the open session: due now, expired by the next reader.
      await database.db.query(
        `UPDATE payments SET expires_at = now() - interval '1 second' WHERE workflow_id = $1 AND status = 'PENDING'`,
        [id],
      );
      return send(app, 'GET', '/v2/payments', buyer);
  }
}

async function checkInvariants(workflows: string[]) {
  const { db } = testApp.database;
  const ledger = await ledgerSnapshot(db);
  expect(ledger.sum).toBe(0n);
  expect(ledger.unbalanced).toEqual([]);
  expect(ledger.negative).toEqual([]);
  expect(ledger.positiveFunding).toEqual([]);
  const payments = await db.query<{
    id: string;
    workflow_id: string;
    status: string;
    escrow_status: string | null;
    amount: string;
    holds: number;
    releases: number;
    refunds: number;
    payouts: number;
    splits: number;
    refunded: string | null;
    escrow: string;
    payable: string;
    paid_out: string;
  }>(
    `SELECT p.id, p.workflow_id, p.status, p.escrow_status, p.amount_minor::text AS amount,
            (SELECT count(*)::int FROM ledger_transactions t WHERE t.payment_id = p.id AND t.kind = 'hold') AS holds,
            (SELECT count(*)::int FROM ledger_transactions t WHERE t.payment_id = p.id AND t.kind = 'release') AS releases,
            (SELECT count(*)::int FROM ledger_transactions t WHERE t.payment_id = p.id AND t.kind = 'refund') AS refunds,
            (SELECT count(*)::int FROM ledger_transactions t WHERE t.payment_id = p.id AND t.kind = 'payout') AS payouts,
            (SELECT count(*)::int FROM ledger_transactions t WHERE t.payment_id = p.id AND t.kind = 'split') AS splits,
            p.refunded_minor::text AS refunded,
            (SELECT COALESCE(sum(lp.amount_minor), 0)::text FROM ledger_postings lp
               JOIN ledger_transactions t ON t.id = lp.transaction_id
              WHERE t.payment_id = p.id AND lp.account = 'escrow') AS escrow,
            (SELECT COALESCE(sum(lp.amount_minor), 0)::text FROM ledger_postings lp
               JOIN ledger_transactions t ON t.id = lp.transaction_id
              WHERE t.payment_id = p.id AND lp.account = 'seller_payable') AS payable,
            (SELECT COALESCE(sum(lp.amount_minor), 0)::text FROM ledger_postings lp
               JOIN ledger_transactions t ON t.id = lp.transaction_id
              WHERE t.payment_id = p.id AND lp.account = 'seller_paid_out') AS paid_out
       FROM payments p WHERE p.workflow_id = ANY($1::uuid[])`,
    [workflows],
  );
  for (const p of payments) {
    expect(p.releases + p.refunds + p.splits).toBeLessThanOrEqual(1);
    expect(p.holds).toBe(p.status === 'COMPLETED' ? 1 : 0);
    if (p.status !== 'COMPLETED') expect(p.escrow_status).toBeNull();
    const expectedEscrow = p.escrow_status === 'PENDING' ? p.amount : '0';
    expect(p.escrow).toBe(expectedEscrow);
    expect(p.releases).toBe(p.escrow_status === 'RELEASED' ? 1 : 0);
    expect(p.refunds).toBe(p.escrow_status === 'REFUNDED' ? 1 : 0);
    // A payout only follows a release or a split, at most once, and pays out what was available: never more.
    expect(p.payouts).toBeLessThanOrEqual(p.releases + p.splits);
    expect(BigInt(p.payable)).toBeGreaterThanOrEqual(0n);
    expect(BigInt(p.paid_out)).toBeGreaterThanOrEqual(0n);
    if (p.payouts === 1) expect(p.payable).toBe('0');
    expect(p.splits).toBe(p.escrow_status === 'PARTIALLY_REFUNDED' ? 1 : 0);
    // What went back to the buyer: all on a refund, none on a release, part (bounded) on a split.
    if (p.escrow_status === 'REFUNDED') expect(p.refunded).toBe(p.amount);
    if (p.escrow_status === 'RELEASED') expect(p.refunded).toBe('0');
    if (p.escrow_status === 'PARTIALLY_REFUNDED') {
      expect(BigInt(p.refunded ?? '0')).toBeGreaterThan(0n);
      expect(BigInt(p.refunded ?? '0')).toBeLessThan(BigInt(p.amount));
    }
  }
  for (const workflowId of workflows) {
    const [w] = await db.query<{ status: string }>('SELECT status FROM workflows WHERE id = $1', [
      workflowId,
    ]);
    const mine = payments.filter((p) => p.workflow_id === workflowId);
    const open = mine.filter((p) => p.status === 'PENDING').length;
    const held = mine.filter((p) => p.escrow_status === 'PENDING').length;
    const released = mine.filter(
      (p) => p.escrow_status === 'RELEASED' || p.escrow_status === 'PARTIALLY_REFUNDED',
    ).length;
    const completed = mine.filter((p) => p.status === 'COMPLETED').length;
    expect(open).toBe(w?.status === 'PAYMENT_PENDING' ? 1 : 0);
    expect(held).toBe(w?.status === 'PAYMENT_COMPLETED' || w?.status === 'ORDER_IN_PROGRESS' ? 1 : 0);
    expect(released).toBe(w?.status === 'ORDER_COMPLETED' ? 1 : 0);
    expect(completed).toBeLessThanOrEqual(1);
    // At most one active dispute, and only while the funds are held.
    const [active] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM disputes WHERE workflow_id = $1 AND status IN ('OPEN', 'OFFERED', 'CONTESTED')`,
      [workflowId],
    );
    expect(active?.n ?? 0).toBeLessThanOrEqual(held);
  }
}

describe('the ledger under generated operation sequences', () => {
  it('balances and agrees with the statuses', { timeout: 600_000 }, async () => {
    const runs = Number(process.env.LEDGER_PROPERTY_RUNS ?? 12);
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 14 }),
        fc.array(fc.bigInt({ min: 10_000_000n, max: 20_000_000n }), { minLength: 2, maxLength: 2 }),
        async (steps, prices) => {
          const workflows = await Promise.all(
            prices.map((minor) => {
              const text = minor.toString();
              return agreedWorkflow(testApp.app, buyer, seller, `${text.slice(0, -2)}.${text.slice(-2)}`);
            }),
          );
          for (const operations of steps) {
            const answers = await Promise.all(operations.map((operation) => run(operation, workflows)));
            for (const answer of answers) {
              // Every answer is one the contract declares; never a 500.
              if (answer !== undefined)
                expect([200, 201, 204, 400, 402, 403, 404, 409]).toContain(answer.statusCode);
            }
          }
          await checkInvariants(workflows);
        },
      ),
      { numRuns: runs },
    );
  });
});
