// Disputes instead of one-sided refunds (DESIGN.md §5): the seller marks delivery, which opens the buyer's
// inspection period; the buyer releases, disputes, or lets the period end in automatic release; a dispute
// ends in a refund, a split or a release, each posted to a balanced ledger and shown the same to both sides.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signInAgain } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { multipart, pdf, uploadTo } from '../../test/documents.ts';
import {
  freshKey,
  ledgerSnapshot,
  paidWorkflow,
  startedWorkflow,
  workflowStatus,
} from '../../test/payments.ts';
import { expectStatus, paymentParties, send } from '../../test/procurement.ts';
import { expectError, missingId, signInPlatformAdmin } from '../../test/requests.ts';

const day = 24 * 60 * 60_000;
/** A clock the tests move (the inspection period is 7 days). */
let clock = new Date('2026-04-01T09:00:00Z');
const documentsDir = await mkdtemp(join(tmpdir(), 'robomarket-disputes-test-'));
afterAll(() => rm(documentsDir, { recursive: true, force: true }));
const testApp = useTestApp({ now: () => clock, documentsDir });
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;
let admin: Session;

beforeAll(async () => {
  ({ buyer, colleague, seller, stranger } = await paymentParties(testApp.app, testApp.database.db));
  // The colleague reads the buyer's payments and may not make them: a VIEWER (ADR 0089).
  await testApp.database.db.query(`UPDATE business_members SET roles = ARRAY['VIEWER'] WHERE user_id = $1`, [
    colleague.user.id,
  ]);
  admin = await signInPlatformAdmin(testApp, clock);
});

/** Moves the clock by `ms` and signs everyone in again (access tokens last 15 minutes). */
async function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
  const again = (session: Session) => signInAgain(testApp.app, session.user.email);
  buyer = await again(buyer);
  colleague = await again(colleague);
  seller = await again(seller);
  stranger = await again(stranger);
  admin = await again(admin);
}

interface Payment {
  id: string;
  amount: string;
  escrowStatus: string | null;
  refundedAmount: string | null;
  deliveredAt: string | null;
  inspectionEndsAt: string | null;
}

interface Dispute {
  id: string;
  status: string;
  outcome: string | null;
  offerAmount: string | null;
  refundedAmount: string | null;
  releasedAmount: string | null;
  heldAmount: string;
  evidence: { id: string; name: string; url: string }[];
  events: { kind: string; actor: string; amount: string | null; message: string | null }[];
}

const post = (url: string, session: Session | undefined, body?: unknown) =>
  send(testApp.app, 'POST', url, session, body);

const openDispute = (workflowId: string, session: Session = buyer, body: Record<string, unknown> = {}) =>
  post(`/v2/workflows/${workflowId}/disputes`, session, {
    reason: 'NOT_AS_DESCRIBED',
    description: 'The grippers are the wrong model.',
    ...body,
  });

async function disputed(price = '160000.00') {
  const { workflowId, paymentId } = await startedWorkflow(testApp.app, buyer, seller, price);
  const dispute = expectStatus<Dispute>(await openDispute(workflowId), 201);
  return { workflowId, paymentId, disputeId: dispute.id };
}

const respond = (disputeId: string, body: Record<string, unknown>, session: Session = seller) =>
  post(`/v2/disputes/${disputeId}/respond`, session, body);

const decide = (disputeId: string, body: Record<string, unknown>, session: Session = admin) =>
  post(`/v2/admin/disputes/${disputeId}/decide`, session, body);

async function paymentAs(session: Session, paymentId: string): Promise<Payment> {
  return expectStatus<Payment>(await send(testApp.app, 'GET', `/v2/payments/${paymentId}`, session), 200);
}

async function expectLedgerBalanced() {
  const ledger = await ledgerSnapshot(testApp.database.db);
  expect(ledger.sum).toBe(0n);
  expect(ledger.unbalanced).toEqual([]);
  expect(ledger.negative).toEqual([]);
  expect(ledger.positiveFunding).toEqual([]);
}

async function postingsOf(paymentId: string, kind: string) {
  return testApp.database.db.query<{ account: string; amount: string }>(
    `SELECT lp.account, lp.amount_minor::text AS amount FROM ledger_postings lp
       JOIN ledger_transactions lt ON lt.id = lp.transaction_id
      WHERE lt.payment_id = $1 AND lt.kind = $2 ORDER BY lp.account`,
    [paymentId, kind],
  );
}

describe('cancelling and refunding once the order has started', () => {
  it('refunds in full before the start, and sends the buyer to a dispute after it', async () => {
    const paid = await paidWorkflow(testApp.app, buyer, seller);
    expectStatus(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${paid.workflowId}/payments/refund`,
        buyer,
        {},
        freshKey(),
      ),
      200,
    );
    expect((await paymentAs(buyer, paid.paymentId)).refundedAmount).toBe('150000.00');
    expectError(await openDispute(paid.workflowId), 409, 'conflict');

    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
    const refusal = await send(
      testApp.app,
      'POST',
      `/v2/workflows/${workflowId}/payments/refund`,
      buyer,
      {},
      freshKey(),
    );
    expectError(refusal, 409, 'conflict');
    expect(refusal.json().message).toContain('Open a dispute instead');
    expectError(await send(testApp.app, 'DELETE', `/v2/workflows/${workflowId}`, buyer), 409, 'conflict');
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_IN_PROGRESS');
    await expectLedgerBalanced();
  });
});

describe('delivery and the inspection period', () => {
  it('starts the period on delivery and releases automatically when it ends without a dispute', async () => {
    const { workflowId, paymentId } = await startedWorkflow(testApp.app, buyer, seller, '180000.00');
    const deliver = `/v2/workflows/${workflowId}/order/deliver`;
    expectError(await post(deliver, buyer), 403, 'forbidden');
    expectError(await post(deliver, stranger), 404, 'not_found');
    const delivered = expectStatus<Payment>(await post(deliver, seller), 200);
    expect(delivered.deliveredAt).toBe(clock.toISOString());
    expect(delivered.inspectionEndsAt).toBe(new Date(clock.getTime() + 7 * day).toISOString());
    expectError(await post(deliver, seller), 409, 'conflict');

    await advance(7 * day - 1000);
    expect((await paymentAs(buyer, paymentId)).escrowStatus).toBe('PENDING');
    await advance(2000);
    // Reading settles it: released to the seller, the same on both sides.
    for (const session of [buyer, seller, colleague]) {
      expect(await paymentAs(session, paymentId)).toMatchObject({
        escrowStatus: 'RELEASED',
        refundedAmount: '0.00',
      });
    }
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_COMPLETED');
    const steps = await testApp.database.db.query<{ event: string; actor: string }>(
      'SELECT event, actor FROM workflow_steps WHERE workflow_id = $1 ORDER BY id DESC LIMIT 1',
      [workflowId],
    );
    expect(steps).toEqual([{ event: 'escrow_released', actor: 'timer' }]);
    expectError(await openDispute(workflowId), 409, 'conflict');
    await expectLedgerBalanced();
  });

  it('keeps the funds held while a dispute is open, and releases after it is withdrawn', async () => {
    const { workflowId, paymentId, disputeId } = await disputed();
    expectStatus(await post(`/v2/workflows/${workflowId}/order/deliver`, seller), 200);
    expectError(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/payments/release`,
        buyer,
        undefined,
        freshKey(),
      ),
      409,
      'conflict',
    );
    expectError(await openDispute(workflowId), 409, 'conflict');
    await advance(8 * day);
    expect((await paymentAs(seller, paymentId)).escrowStatus).toBe('PENDING');
    expectError(await post(`/v2/disputes/${disputeId}/withdraw`, seller), 403, 'forbidden');
    const withdrawn = expectStatus<Dispute>(await post(`/v2/disputes/${disputeId}/withdraw`, buyer), 200);
    expect(withdrawn.status).toBe('WITHDRAWN');
    expectError(await post(`/v2/disputes/${disputeId}/withdraw`, buyer), 409, 'conflict');
    expect((await paymentAs(buyer, paymentId)).escrowStatus).toBe('RELEASED');
    await expectLedgerBalanced();
  });
});

describe('a dispute settled between the parties', () => {
  it('splits the funds when the buyer accepts the seller’s partial refund, the same on both sides', async () => {
    const { workflowId, paymentId, disputeId } = await disputed('160000.00');
    for (const amount of ['0.00', '160000.00', '160000.01', '9999999999999.99']) {
      expectError(await respond(disputeId, { action: 'offer_partial', amount }), 400, 'validation_failed');
    }
    expectError(await respond(disputeId, { action: 'offer_partial' }), 400, 'validation_failed');
    expectError(await respond(disputeId, { action: 'contest', amount: '1.00' }), 400, 'validation_failed');
    expectError(await respond(disputeId, { action: 'contest' }, buyer), 403, 'forbidden');
    expectError(await post(`/v2/disputes/${disputeId}/accept-offer`, buyer), 409, 'conflict');
    const offered = expectStatus<Dispute>(
      await respond(disputeId, { action: 'offer_partial', amount: '12000.00', message: 'One arm is bent.' }),
      200,
    );
    expect(offered).toMatchObject({ status: 'OFFERED', offerAmount: '12000.00' });
    expectError(await respond(disputeId, { action: 'contest' }), 409, 'conflict');
    expectError(await post(`/v2/disputes/${disputeId}/accept-offer`, colleague), 403, 'forbidden');
    const settled = expectStatus<Dispute>(await post(`/v2/disputes/${disputeId}/accept-offer`, buyer), 200);
    expect(settled).toMatchObject({
      status: 'RESOLVED',
      outcome: 'SPLIT',
      refundedAmount: '12000.00',
      releasedAmount: '148000.00',
    });
    expect(settled.events.map((event) => [event.kind, event.actor, event.amount])).toEqual([
      ['OPENED', 'BUYER', null],
      ['PARTIAL_OFFERED', 'SELLER', '12000.00'],
      ['OFFER_ACCEPTED', 'BUYER', '12000.00'],
    ]);
    const seen = await Promise.all([buyer, seller].map((session) => paymentAs(session, paymentId)));
    for (const payment of seen) {
      expect(payment).toMatchObject({ escrowStatus: 'PARTIALLY_REFUNDED', refundedAmount: '12000.00' });
    }
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_COMPLETED');
    const postings = await postingsOf(paymentId, 'split');
    const amountOf = (account: string) => BigInt(postings.find((p) => p.account === account)?.amount ?? '0');
    expect(amountOf('buyer_funding')).toBe(1_200_000n);
    expect(amountOf('escrow')).toBe(-16_000_000n);
    // The seller's part less the fee on it (none for an early adopter), the fee to the platform.
    expect(amountOf('seller_payable') + amountOf('platform_revenue')).toBe(14_800_000n);
    // Both sides read the same dispute.
    for (const session of [buyer, colleague, seller, admin]) {
      const list = expectStatus<{ disputes: Dispute[] }>(
        await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/disputes`, session),
        200,
      );
      expect(list.disputes.map((dispute) => dispute.outcome)).toEqual(['SPLIT']);
    }
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/disputes`, stranger),
      404,
      'not_found',
    );
    await expectLedgerBalanced();
  });

  it('refunds in full and cancels when the seller accepts the refund', async () => {
    const { workflowId, paymentId, disputeId } = await disputed('150000.00');
    const settled = expectStatus<Dispute>(await respond(disputeId, { action: 'accept_refund' }), 200);
    expect(settled).toMatchObject({ status: 'RESOLVED', outcome: 'REFUNDED', refundedAmount: '150000.00' });
    expect(await paymentAs(seller, paymentId)).toMatchObject({
      escrowStatus: 'REFUNDED',
      refundedAmount: '150000.00',
    });
    expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe('ORDER_CANCELLED');
    expectError(await post(`/v2/disputes/${disputeId}/withdraw`, buyer), 409, 'conflict');
    await expectLedgerBalanced();
  });

  it('takes as evidence only documents of the workflow the seller can read', async () => {
    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
    const upload = async (session: Session, query: Record<string, string> = {}) =>
      expectStatus<{ id: string }>(
        await uploadTo(
          testApp.app,
          workflowId,
          session,
          multipart('photo.pdf', 'application/pdf', pdf),
          query,
        ),
        201,
      ).id;
    const own = await upload(buyer, { sellerId: seller.user.id });
    expectError(
      await openDispute(workflowId, buyer, { evidenceDocumentIds: [missingId] }),
      400,
      'validation_failed',
    );
    const dispute = expectStatus<Dispute>(
      await openDispute(workflowId, buyer, { evidenceDocumentIds: [own] }),
      201,
    );
    expect(dispute.evidence.map((document) => document.id)).toEqual([own]);
    // Listed by the name it was uploaded with; the address is the stored name's.
    expect(dispute.evidence[0]?.name).toBe('photo.pdf');
    expect(dispute.evidence[0]?.url).toMatch(/^\/api\/documents\/[A-Za-z0-9][A-Za-z0-9._-]*$/);
  });
});

describe('a contested dispute decided by a platform admin', () => {
  it('goes to the admins when contested or when the buyer rejects the offer, and settles as decided', async () => {
    const cases = [
      {
        decision: { outcome: 'REFUNDED' },
        escrow: 'REFUNDED',
        refunded: '140000.00',
        status: 'ORDER_CANCELLED',
      },
      { decision: { outcome: 'RELEASED' }, escrow: 'RELEASED', refunded: '0.00', status: 'ORDER_COMPLETED' },
      {
        decision: { outcome: 'SPLIT', refundAmount: '10000.00', message: 'Half the damage is proven.' },
        escrow: 'PARTIALLY_REFUNDED',
        refunded: '10000.00',
        status: 'ORDER_COMPLETED',
      },
    ];
    for (const [index, expected] of cases.entries()) {
      const { workflowId, paymentId, disputeId } = await disputed('140000.00');
      expectError(await decide(disputeId, { outcome: 'RELEASED' }), 409, 'conflict');
      if (index === 1) {
        expectStatus(await respond(disputeId, { action: 'offer_partial', amount: '5000.00' }), 200);
        expectStatus(
          await post(`/v2/disputes/${disputeId}/reject-offer`, buyer, { message: 'Too little.' }),
          200,
        );
      } else {
        expectStatus(await respond(disputeId, { action: 'contest', message: 'Delivered as agreed.' }), 200);
      }
      const listed = expectStatus<{ disputes: Dispute[] }>(
        await send(testApp.app, 'GET', '/v2/admin/disputes', admin),
        200,
      );
      expect(listed.disputes.map((dispute) => dispute.id)).toContain(disputeId);
      expectError(await send(testApp.app, 'GET', '/v2/admin/disputes', buyer), 403, 'forbidden');
      expectError(await decide(disputeId, { outcome: 'REFUNDED' }, buyer), 403, 'forbidden');
      expectError(await decide(disputeId, { outcome: 'SPLIT' }), 400, 'validation_failed');
      expectError(
        await decide(disputeId, { outcome: 'REFUNDED', refundAmount: '1.00' }),
        400,
        'validation_failed',
      );
      expectError(
        await decide(disputeId, { outcome: 'SPLIT', refundAmount: '140000.00' }),
        400,
        'validation_failed',
      );
      expectError(await decide(missingId, { outcome: 'REFUNDED' }), 404, 'not_found');
      const settled = expectStatus<Dispute>(await decide(disputeId, expected.decision), 200);
      expect(settled.status).toBe('RESOLVED');
      expect(settled.events.at(-1)).toMatchObject({ kind: 'DECIDED', actor: 'ADMIN' });
      for (const session of [buyer, seller]) {
        expect(await paymentAs(session, paymentId)).toMatchObject({
          escrowStatus: expected.escrow,
          refundedAmount: expected.refunded,
        });
      }
      expect(await workflowStatus(testApp.app, buyer, workflowId)).toBe(expected.status);
      expectError(await decide(disputeId, expected.decision), 409, 'conflict');
    }
    await expectLedgerBalanced();
  });
});

describe('bad input to the dispute operations', () => {
  it('is a 400 in the error shape that writes nothing', async () => {
    const { workflowId } = await startedWorkflow(testApp.app, buyer, seller);
    const count = async () =>
      (await testApp.database.db.query<{ n: string }>('SELECT count(*)::text AS n FROM disputes'))[0]?.n;
    const before = await count();
    const bodies = [
      { reason: 'NOT_AS_DESCRIBED', description: 'Bent\u0000arm' },
      { reason: 'NOT_AS_DESCRIBED', description: 'Bent \ud800 arm' },
      { reason: 'NOT_AS_DESCRIBED', description: 'Bent arm \u202Egnp.exe' },
      { reason: 'NOT_AS_DESCRIBED', description: '' },
      { reason: 'NOT_AS_DESCRIBED', description: '   ' },
      { reason: 'NOT_AS_DESCRIBED', description: 'x'.repeat(5001) },
      { reason: 'BROKEN', description: 'Bent arm' },
      { reason: 'NOT_AS_DESCRIBED', description: 'Bent arm', evidenceDocumentIds: ['not-a-uuid'] },
      { reason: 'NOT_AS_DESCRIBED', description: 'Bent arm', extra: true },
    ];
    for (const body of bodies) {
      expectError(await post(`/v2/workflows/${workflowId}/disputes`, buyer, body), 400, 'validation_failed');
    }
    expect(await count()).toBe(before);
    const { disputeId } = await disputed();
    for (const amount of ['1e9', '-1.00', '9'.repeat(400), '12,000.00']) {
      expectError(await respond(disputeId, { action: 'offer_partial', amount }), 400, 'validation_failed');
    }
    expectError(await respond(disputeId, { action: 'shrug' }), 400, 'validation_failed');
    expectError(
      await respond(disputeId, { action: 'contest', message: 'Fine \u2066really\u2069' }),
      400,
      'validation_failed',
    );
    expectError(await post(`/v2/disputes/${'9'.repeat(40)}/withdraw`, buyer), 400, 'validation_failed');
    expectError(await post(`/v2/disputes/${missingId}/withdraw`, buyer), 404, 'not_found');
  });
});

describe('racing dispute moves', () => {
  it('gives exactly one outcome when a dispute, a release and the automatic release race', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { workflowId, paymentId } = await startedWorkflow(testApp.app, buyer, seller, '170000.00');
      expectStatus(await post(`/v2/workflows/${workflowId}/order/deliver`, seller), 200);
      // Odd rounds: the inspection period has ended, so the automatic release takes part.
      if (round % 2 === 1) await advance(8 * day);
      const [dispute, release, read] = await Promise.all([
        openDispute(workflowId),
        send(
          testApp.app,
          'POST',
          `/v2/workflows/${workflowId}/payments/release`,
          buyer,
          undefined,
          freshKey(),
        ),
        send(testApp.app, 'GET', `/v2/payments/${paymentId}`, seller),
      ]);
      expect(read.statusCode).toBe(200);
      const payment = await paymentAs(buyer, paymentId);
      const resolutions = await testApp.database.db.query(
        `SELECT kind FROM ledger_transactions WHERE payment_id = $1 AND kind <> 'hold'`,
        [paymentId],
      );
      if (dispute.statusCode === 201) {
        expect(release.statusCode).toBe(409);
        expect(payment.escrowStatus).toBe('PENDING');
        expect(resolutions).toHaveLength(0);
      } else {
        expect(dispute.statusCode).toBe(409);
        expect([200, 409]).toContain(release.statusCode);
        expect(payment.escrowStatus).toBe('RELEASED');
        expect(resolutions).toHaveLength(1);
      }
    }
    await expectLedgerBalanced();
  });

  it('lets one answer win when answers race: two responses, accept against reject or withdraw, decide against withdraw', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { disputeId, paymentId } = await disputed('130000.00');
      const responses = await Promise.all([
        respond(disputeId, { action: 'offer_partial', amount: '3000.00' }),
        respond(disputeId, { action: round % 2 === 0 ? 'accept_refund' : 'contest' }),
      ]);
      expect(responses.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const state = expectStatus<Dispute>(
        responses.find((answer) => answer.statusCode === 200) ?? responses[0],
        200,
      );
      if (state.status === 'OFFERED') {
        // Accepting the offer races rejecting it, or withdrawing the dispute (rejecting then withdrawing
        // would both be fine one after the other, so they do not race each other here).
        const other = round % 4 === 1 ? 'reject-offer' : 'withdraw';
        const answers = await Promise.all([
          post(`/v2/disputes/${disputeId}/accept-offer`, buyer),
          post(`/v2/disputes/${disputeId}/${other}`, buyer),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      } else if (state.status === 'CONTESTED') {
        const answers = await Promise.all([
          decide(disputeId, { outcome: 'REFUNDED' }),
          post(`/v2/disputes/${disputeId}/withdraw`, buyer),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      }
      const resolutions = await testApp.database.db.query(
        `SELECT kind FROM ledger_transactions WHERE payment_id = $1 AND kind <> 'hold'`,
        [paymentId],
      );
      expect(resolutions.length).toBeLessThanOrEqual(1);
    }
    await expectLedgerBalanced();
  });
});
