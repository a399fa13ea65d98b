import { beforeAll, describe, expect, it } from 'vitest';
import { composeModules } from '../../app.ts';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectStatus, newMarketplaceRfp, proposalPayload, propose, send } from '../../test/procurement.ts';
import { expectError, missingId } from '../../test/requests.ts';
import { runDueJobs } from '../jobs/index.ts';
import { expireLapsedApprovals } from './index.ts';

const testApp = useTestApp();
let buyer: Session;
let businessId: string;
let approver: Session;
let secondApprover: Session;
let purchaser: Session;
let viewer: Session;
let seller: Session;
let secondSeller: Session;
let stranger: Session;
let customer: Session;

type Approval = {
  id: string;
  status: string;
  subject_id: string;
  workflow_id: string | null;
  amount: string;
  reasons: string[];
  required_approvals: number;
  approvals: { approver_id: string }[];
  decline_reason: string | null;
  decided_by_name: string | null;
  can_decide: boolean;
  requested_by: string;
};
type Accepted = {
  proposal: { id: string; status: string };
  workflow: { status: string; agreedPrice: string | null };
  approval?: Approval;
};

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const acceptUrl = (workflowId: string, proposalId: string) =>
  `/v2/workflows/${workflowId}/proposals/${proposalId}/accept`;
const approve = (id: string, session: Session) =>
  send(testApp.app, 'POST', `/v2/approvals/${id}/approve`, session, undefined, key());
const decline = (id: string, session: Session, reason = 'Not in this quarter') =>
  send(testApp.app, 'POST', `/v2/approvals/${id}/decline`, session, { reason });
const rulesUrl = () => `/v2/business/${businessId}/approval-rules`;

async function setLimit(userId: string, amount: string | null) {
  await testApp.database.db.query(
    `UPDATE business_members SET spending_limit_minor = $3::bigint, spending_limit_currency = $4
      WHERE business_id = $1 AND user_id = $2`,
    [
      businessId,
      userId,
      amount === null ? null : Math.round(Number(amount) * 100),
      amount === null ? null : 'USD',
    ],
  );
}

async function setRules(body: Record<string, unknown>) {
  expectStatus(await send(testApp.app, 'PUT', rulesUrl(), buyer, body), 200);
}

const noRules = { currency: 'USD', threshold: null, steps: [], expires_after_days: 7 };

/** A workflow with two sellers' proposals; the buyer accepts the first (150,000.00 USD). */
async function heldAward(price = '150000.00') {
  const { app } = testApp;
  const { workflowId } = await newMarketplaceRfp(app, buyer, {
    budget: { min: '1000.00', max: '200000.00', currency: 'USD' },
  });
  const proposalId = await propose(app, seller, workflowId, { price });
  const otherId = await propose(app, secondSeller, workflowId);
  const accepted = expectStatus<Accepted>(
    await send(app, 'POST', acceptUrl(workflowId, proposalId), buyer, undefined, key()),
    200,
  );
  return { workflowId, proposalId, otherId, accepted };
}

async function proposalStatus(workflowId: string, proposalId: string) {
  const list = expectStatus<{ proposals: { id: string; status: string }[] }>(
    await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/proposals`, buyer),
    200,
  );
  return list.proposals.find((proposal) => proposal.id === proposalId)?.status;
}

async function workflowStatus(workflowId: string) {
  return expectStatus<{ status: string; agreedPrice: string | null }>(
    await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, buyer),
    200,
  );
}

async function auditActions(subjectId: string) {
  const rows = await testApp.database.db.query<{ action: string }>(
    'SELECT action FROM audit_events WHERE subject_id = $1 ORDER BY created_at, id',
    [subjectId],
  );
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Meridian Automation' });
  businessId = buyer.memberships[0]?.business_id ?? '';
  approver = await registerCustomer(app, { first_name: 'Ada', last_name: 'Approver' });
  secondApprover = await registerCustomer(app, { first_name: 'Bea', last_name: 'Approver' });
  purchaser = await registerCustomer(app);
  viewer = await registerCustomer(app);
  await addMembership(database.db, businessId, approver.user.id, ['APPROVER']);
  await addMembership(database.db, businessId, secondApprover.user.id, ['APPROVER', 'VIEWER']);
  await addMembership(database.db, businessId, purchaser.user.id, ['PURCHASER']);
  await addMembership(database.db, businessId, viewer.user.id, ['VIEWER']);
  seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  secondSeller = await registerBusiness(app, { company_name: 'Second Source' });
  stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
  customer = await registerCustomer(app);
  await setLimit(buyer.user.id, '20000.00');
});

describe('accepting over a limit', () => {
  it('holds the award: the proposal waits, the workflow is unchanged, the request is stored', async () => {
    const { workflowId, proposalId, otherId, accepted } = await heldAward();
    expect(accepted.proposal.status).toBe('PENDING_APPROVAL');
    expect(accepted.workflow.status).toBe('NEGOTIATION_IN_PROGRESS');
    expect(accepted.workflow.agreedPrice).toBeNull();
    expect(accepted.approval).toMatchObject({
      status: 'PENDING',
      subject_id: proposalId,
      workflow_id: workflowId,
      amount: '150000.00',
      reasons: ['member_limit'],
      required_approvals: 1,
      requested_by: buyer.user.id,
      can_decide: false,
    });
    expect(await proposalStatus(workflowId, otherId)).toBe('PENDING');
    expect(await auditActions(proposalId)).toEqual(['award.requested']);
    // Accepting it again is a 409: it already waits.
    expectError(
      await send(testApp.app, 'POST', acceptUrl(workflowId, proposalId), buyer, undefined, key()),
      409,
      'conflict',
    );
    // The seller cannot propose again beside its waiting proposal.
    expectError(
      await send(
        testApp.app,
        'POST',
        `/v2/workflows/${workflowId}/proposals`,
        seller,
        proposalPayload({ price: '140000.00' }),
      ),
      409,
      'conflict',
    );
  });

  it('awards within the limit at once, as before', async () => {
    const { accepted } = await heldAward('150000.00').catch(() => ({ accepted: undefined }));
    expect(accepted?.proposal.status).toBe('PENDING_APPROVAL');
    await setLimit(buyer.user.id, '200000.00');
    try {
      const { accepted: within } = await heldAward();
      expect(within.proposal.status).toBe('ACCEPTED');
      expect(within.workflow.status).toBe('PRICE_AGREED');
      expect(within.approval).toBeUndefined();
    } finally {
      await setLimit(buyer.user.id, '20000.00');
    }
  });

  it('holds every award above the business-wide threshold, and a limit in another currency', async () => {
    await setLimit(buyer.user.id, null);
    try {
      await setRules({ ...noRules, threshold: '100000.00' });
      const { accepted } = await heldAward();
      expect(accepted.approval?.reasons).toEqual(['business_threshold']);
      const { accepted: below } = await heldAward('100000.00');
      expect(below.proposal.status).toBe('ACCEPTED');
      await setRules(noRules);
      await testApp.database.db.query(
        `UPDATE business_members SET spending_limit_minor = 99999999, spending_limit_currency = 'EUR'
          WHERE business_id = $1 AND user_id = $2`,
        [businessId, buyer.user.id],
      );
      const { accepted: foreign } = await heldAward();
      expect(foreign.approval?.reasons).toEqual(['member_limit']);
    } finally {
      await setRules(noRules);
      await setLimit(buyer.user.id, '20000.00');
    }
  });
});

describe('approving', () => {
  it('awards once an approver approves, exactly as an accept does', async () => {
    const { workflowId, proposalId, otherId, accepted } = await heldAward();
    const id = accepted.approval?.id ?? '';
    const inbox = expectStatus<{ approvals: Approval[] }>(
      await send(testApp.app, 'GET', '/v2/approvals', approver),
      200,
    );
    expect(inbox.approvals.find((item) => item.id === id)?.can_decide).toBe(true);
    const approved = expectStatus<Approval>(await approve(id, approver), 200);
    expect(approved).toMatchObject({
      status: 'APPROVED',
      decided_by_name: 'Ada Approver',
      can_decide: false,
    });
    expect(await proposalStatus(workflowId, proposalId)).toBe('ACCEPTED');
    expect(await proposalStatus(workflowId, otherId)).toBe('REJECTED');
    expect(await workflowStatus(workflowId)).toMatchObject({
      status: 'PRICE_AGREED',
      agreedPrice: '150000.00',
    });
    expect((await auditActions(proposalId)).sort()).toEqual([
      'award.approved',
      'award.requested',
      'proposal.awarded',
    ]);
    // A second approval, and a decline after it, find nothing waiting.
    expectError(await approve(id, secondApprover), 409, 'conflict');
    expectError(await decline(id, secondApprover), 409, 'conflict');
  });

  it('needs the chain: above 50,000 two approvers, each once', async () => {
    await setRules({ ...noRules, steps: [{ above: '50000.00', approvals: 2 }] });
    try {
      const { workflowId, proposalId, accepted } = await heldAward();
      const id = accepted.approval?.id ?? '';
      expect(accepted.approval?.required_approvals).toBe(2);
      const first = expectStatus<Approval>(await approve(id, approver), 200);
      expect(first.status).toBe('PENDING');
      expect(first.approvals.map((vote) => vote.approver_id)).toEqual([approver.user.id]);
      expect(await proposalStatus(workflowId, proposalId)).toBe('PENDING_APPROVAL');
      expectError(await approve(id, approver), 409, 'conflict');
      // The approver who approved no longer finds it to decide.
      const inbox = expectStatus<{ approvals: Approval[] }>(
        await send(testApp.app, 'GET', '/v2/approvals', approver),
        200,
      );
      expect(inbox.approvals.some((item) => item.id === id)).toBe(false);
      expect(expectStatus<Approval>(await approve(id, secondApprover), 200).status).toBe('APPROVED');
      expect(await workflowStatus(workflowId)).toMatchObject({ status: 'PRICE_AGREED' });
      // Below the step, one approval is enough.
      const { accepted: small } = await heldAward('30000.00');
      expect(small.approval?.required_approvals).toBe(1);
    } finally {
      await setRules(noRules);
    }
  });

  it('lets only the business approvers who did not ask decide; 404 outside the business', async () => {
    const { accepted } = await heldAward();
    const id = accepted.approval?.id ?? '';
    expectError(await approve(id, buyer), 403, 'forbidden');
    expectError(await approve(id, purchaser), 403, 'forbidden');
    expectError(await approve(id, viewer), 403, 'forbidden');
    expectError(await decline(id, viewer), 403, 'forbidden');
    for (const outsider of [seller, stranger, customer]) {
      expectError(await approve(id, outsider), 404, 'not_found');
      expectError(await decline(id, outsider), 404, 'not_found');
    }
    expectError(await approve(missingId, approver), 404, 'not_found');
    // Nothing moved.
    const own = expectStatus<{ approvals: Approval[] }>(
      await send(testApp.app, 'GET', '/v2/approvals?scope=requested', buyer),
      200,
    );
    expect(own.approvals.find((item) => item.id === id)?.status).toBe('PENDING');
    // Outsiders and non-approvers have nothing to decide.
    for (const session of [seller, customer, purchaser]) {
      const list = expectStatus<{ approvals: Approval[] }>(
        await send(testApp.app, 'GET', '/v2/approvals', session),
        200,
      );
      expect(list.approvals.some((item) => item.id === id)).toBe(false);
    }
  });
});

describe('declining', () => {
  it('opens the proposal again and tells the requester why', async () => {
    const { workflowId, proposalId, accepted } = await heldAward();
    const id = accepted.approval?.id ?? '';
    const declined = expectStatus<Approval>(await decline(id, approver, '  Over the Q3 budget  '), 200);
    expect(declined).toMatchObject({ status: 'DECLINED', decline_reason: 'Over the Q3 budget' });
    expect(await proposalStatus(workflowId, proposalId)).toBe('PENDING');
    expect((await workflowStatus(workflowId)).status).toBe('NEGOTIATION_IN_PROGRESS');
    const own = expectStatus<{ approvals: Approval[] }>(
      await send(testApp.app, 'GET', `/v2/approvals?scope=requested&workflow_id=${workflowId}`, buyer),
      200,
    );
    expect(own.approvals[0]).toMatchObject({ id, status: 'DECLINED', decline_reason: 'Over the Q3 budget' });
    expect(await auditActions(proposalId)).toEqual(['award.requested', 'award.declined']);
    // Accepting again asks again.
    const again = expectStatus<Accepted>(
      await send(testApp.app, 'POST', acceptUrl(workflowId, proposalId), buyer, undefined, key()),
      200,
    );
    expect(again.approval?.id).not.toBe(id);
  });

  it('refuses a bad reason with a 400 and changes nothing', async () => {
    const { workflowId, proposalId, accepted } = await heldAward();
    const id = accepted.approval?.id ?? '';
    for (const reason of ['', '   ', 'a\u0000b', 'x'.repeat(1001), 'pay \u202Eme']) {
      expectError(await decline(id, approver, reason), 400, 'validation_failed');
    }
    expectError(
      await send(testApp.app, 'POST', `/v2/approvals/${id}/decline`, approver, { reason: 'ok', extra: 1 }),
      400,
      'validation_failed',
    );
    expectError(
      await send(testApp.app, 'POST', '/v2/approvals/not-a-uuid/decline', approver, { reason: 'ok' }),
      400,
      'validation_failed',
    );
    expect(await proposalStatus(workflowId, proposalId)).toBe('PENDING_APPROVAL');
  });
});

describe('races', () => {
  it('ends an approval racing the seller withdrawing one way, round after round', async () => {
    for (let round = 0; round < 8; round++) {
      const { workflowId, proposalId, accepted } = await heldAward();
      const id = accepted.approval?.id ?? '';
      const [approved, withdrawn] = await Promise.all([
        approve(id, approver),
        send(testApp.app, 'POST', `/v2/workflows/${workflowId}/proposals/${proposalId}/withdraw`, seller),
      ]);
      expect([approved.statusCode, withdrawn.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const status = await proposalStatus(workflowId, proposalId);
      const flow = await workflowStatus(workflowId);
      if (approved.statusCode === 200) {
        expect([status, flow.status]).toEqual(['ACCEPTED', 'PRICE_AGREED']);
      } else {
        expect([status, flow.status]).toEqual(['WITHDRAWN', 'NEGOTIATION_IN_PROGRESS']);
        const own = expectStatus<{ approvals: Approval[] }>(
          await send(testApp.app, 'GET', `/v2/approvals?scope=requested&workflow_id=${workflowId}`, buyer),
          200,
        );
        expect(own.approvals[0]?.status).toBe('CANCELLED');
      }
    }
  });

  it('counts two approvers approving at once once each, and awards once', async () => {
    await setRules({ ...noRules, steps: [{ above: '50000.00', approvals: 2 }] });
    try {
      for (let round = 0; round < 6; round++) {
        const { workflowId, proposalId, accepted } = await heldAward();
        const id = accepted.approval?.id ?? '';
        const answers = await Promise.all([approve(id, approver), approve(id, secondApprover)]);
        expect(
          answers.map((answer) => answer.statusCode),
          `round ${round}`,
        ).toEqual([200, 200]);
        expect(await workflowStatus(workflowId)).toMatchObject({ status: 'PRICE_AGREED' });
        expect((await auditActions(proposalId)).sort()).toEqual([
          'award.approved',
          'award.approved',
          'award.requested',
          'proposal.awarded',
        ]);
      }
    } finally {
      await setRules(noRules);
    }
  });

  it('lets one of two approvers racing on a one-approval request win; the other gets 409', async () => {
    for (let round = 0; round < 6; round++) {
      const { workflowId, accepted } = await heldAward();
      const id = accepted.approval?.id ?? '';
      const answers = await Promise.all([approve(id, approver), approve(id, secondApprover)]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect((await workflowStatus(workflowId)).status).toBe('PRICE_AGREED');
    }
  });

  it('ends an approval racing its expiry one way, round after round', async () => {
    const later = () => new Date(Date.now() + 30 * 24 * 60 * 60_000);
    for (let round = 0; round < 8; round++) {
      const { workflowId, proposalId, accepted } = await heldAward();
      const id = accepted.approval?.id ?? '';
      const [approved] = await Promise.all([
        approve(id, approver),
        expireLapsedApprovals(testApp.database.db, later()),
      ]);
      const status = await proposalStatus(workflowId, proposalId);
      if (approved.statusCode === 200) {
        expect(status, `round ${round}`).toBe('ACCEPTED');
      } else {
        expect(approved.statusCode, `round ${round}`).toBe(409);
        expect(status).toBe('PENDING');
        expect((await workflowStatus(workflowId)).status).toBe('NEGOTIATION_IN_PROGRESS');
      }
    }
  });

  it('expires a lapsed request on the recurring job `approvals.expire-lapsed` (ADR 0094)', async () => {
    const { workflowId, proposalId, accepted } = await heldAward();
    const later = () => new Date(Date.now() + 30 * 24 * 60 * 60_000);
    const { jobs } = composeModules();
    await runDueJobs(jobs, { ...testApp.app.jobContext, now: later }, 10_000);
    expect(await proposalStatus(workflowId, proposalId)).toBe('PENDING');
    expectError(await approve(accepted.approval?.id ?? '', approver), 409, 'conflict');
  });

  it('cancels a waiting request when the buyer accepts another proposal', async () => {
    const { workflowId, proposalId, otherId, accepted } = await heldAward();
    await setLimit(buyer.user.id, '200000.00');
    try {
      expectStatus(
        await send(testApp.app, 'POST', acceptUrl(workflowId, otherId), buyer, undefined, key()),
        200,
      );
      expect(await proposalStatus(workflowId, proposalId)).toBe('REJECTED');
      expectError(await approve(accepted.approval?.id ?? '', approver), 409, 'conflict');
      const own = expectStatus<{ approvals: Approval[] }>(
        await send(testApp.app, 'GET', `/v2/approvals?scope=requested&workflow_id=${workflowId}`, buyer),
        200,
      );
      expect(own.approvals[0]?.status).toBe('CANCELLED');
    } finally {
      await setLimit(buyer.user.id, '20000.00');
    }
  });
});

describe('offers', () => {
  let products = 0;
  /** The buyer's offer on a new product of the seller, countered at 15,000.00 × 2. */
  async function counteredOffer() {
    const { app } = testApp;
    const productId = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', seller, {
        name: `Approval arm ${++products}`,
        description: 'A six-axis arm.',
        price: '16000.00',
        category: 'PART',
      }),
      201,
    ).id;
    const offerId = expectStatus<{ id: string }>(
      await send(app, 'POST', `/v2/products/${productId}/offers`, buyer, { price: '12000.00', quantity: 2 }),
      201,
    ).id;
    const url = `/v2/products/${productId}/offers/${offerId}`;
    expectStatus(await send(app, 'PUT', url, seller, { status: 'COUNTERED', price: '15000.00' }, key()), 200);
    return { productId, offerId, url };
  }
  const answer = (url: string, session: Session, status: string) =>
    send(testApp.app, 'PUT', url, session, { status }, key());

  it("holds the buyer's accept of a counter over the limit, then makes the order once approved", async () => {
    const { offerId, url } = await counteredOffer();
    const held = expectStatus<{ status: string; workflowId: string | null }>(
      await answer(url, buyer, 'ACCEPTED'),
      200,
    );
    expect(held).toMatchObject({ status: 'PENDING_APPROVAL', workflowId: null });
    const inbox = expectStatus<{ approvals: Approval[] }>(
      await send(testApp.app, 'GET', '/v2/approvals', approver),
      200,
    );
    const request = inbox.approvals.find((item) => item.subject_id === offerId);
    expect(request).toMatchObject({ amount: '30000.00', reasons: ['member_limit'] });
    const approved = expectStatus<Approval>(await approve(request?.id ?? '', approver), 200);
    expect(approved.status).toBe('APPROVED');
    expect(approved.workflow_id).not.toBeNull();
    expect((await workflowStatus(approved.workflow_id ?? '')).status).toBe('PRICE_AGREED');
    expect((await auditActions(offerId)).sort()).toEqual([
      'award.approved',
      'award.requested',
      'offer.awarded',
    ]);
  });

  it('puts a declined counter back to COUNTERED; the seller rejecting a waiting one cancels it', async () => {
    const first = await counteredOffer();
    expectStatus(await answer(first.url, buyer, 'ACCEPTED'), 200);
    const own = expectStatus<{ approvals: Approval[] }>(
      await send(testApp.app, 'GET', '/v2/approvals?scope=requested', buyer),
      200,
    );
    const request = own.approvals.find((item) => item.subject_id === first.offerId);
    expectStatus(await decline(request?.id ?? '', approver, 'Too dear'), 200);
    expect(expectStatus<{ status: string }>(await answer(first.url, buyer, 'WITHDRAWN'), 200).status).toBe(
      'WITHDRAWN',
    );

    const second = await counteredOffer();
    expectStatus(await answer(second.url, buyer, 'ACCEPTED'), 200);
    // Neither side accepts it again meanwhile; the seller may still reject it.
    expectError(await answer(second.url, buyer, 'ACCEPTED'), 409, 'conflict');
    expect(expectStatus<{ status: string }>(await answer(second.url, seller, 'REJECTED'), 200).status).toBe(
      'REJECTED',
    );
    const after = expectStatus<{ approvals: Approval[] }>(
      await send(testApp.app, 'GET', '/v2/approvals?scope=requested&status=CANCELLED', buyer),
      200,
    );
    expect(after.approvals.some((item) => item.subject_id === second.offerId)).toBe(true);
  });

  it("never holds the seller's accept of an offer (no award by the buyer)", async () => {
    const { app } = testApp;
    const productId = expectStatus<{ id: string }>(
      await send(app, 'POST', '/v2/products', seller, {
        name: `Approval arm ${++products}`,
        description: 'A six-axis arm.',
        price: '16000.00',
        category: 'PART',
      }),
      201,
    ).id;
    const offerId = expectStatus<{ id: string }>(
      await send(app, 'POST', `/v2/products/${productId}/offers`, buyer, { price: '30000.00', quantity: 2 }),
      201,
    ).id;
    const accepted = expectStatus<{ status: string }>(
      await answer(`/v2/products/${productId}/offers/${offerId}`, seller, 'ACCEPTED'),
      200,
    );
    expect(accepted.status).toBe('ACCEPTED');
  });
});

describe('approval rules', () => {
  it('lets members read them and only an ADMIN set them', async () => {
    expect(expectStatus(await send(testApp.app, 'GET', rulesUrl(), viewer), 200)).toEqual(noRules);
    const rules = {
      currency: 'USD',
      threshold: '75000.00',
      steps: [
        { above: '50000.00', approvals: 2 },
        { above: '500000.00', approvals: 3 },
      ],
      expires_after_days: 14,
    };
    expectError(await send(testApp.app, 'PUT', rulesUrl(), approver, rules), 403, 'forbidden');
    expectError(await send(testApp.app, 'PUT', rulesUrl(), stranger, rules), 404, 'not_found');
    expectError(await send(testApp.app, 'GET', rulesUrl(), stranger), 404, 'not_found');
    try {
      expect(expectStatus(await send(testApp.app, 'PUT', rulesUrl(), buyer, rules), 200)).toEqual(rules);
      expect(expectStatus(await send(testApp.app, 'GET', rulesUrl(), approver), 200)).toEqual(rules);
      const [event] = await testApp.database.db.query<{ action: string }>(
        `SELECT action FROM audit_events WHERE business_id = $1 AND action = 'approvals.rules_updated' LIMIT 1`,
        [businessId],
      );
      expect(event?.action).toBe('approvals.rules_updated');
    } finally {
      await setRules(noRules);
    }
  });

  it('refuses bad rules with a 400 and keeps the saved ones', async () => {
    const bad: Record<string, unknown>[] = [
      {
        ...noRules,
        steps: [
          { above: '50000.00', approvals: 2 },
          { above: '40000.00', approvals: 3 },
        ],
      },
      { ...noRules, steps: [{ above: '50000.00', approvals: 6 }] },
      { ...noRules, threshold: '99999999999999.00' },
      { ...noRules, threshold: '-1.00' },
      { ...noRules, currency: 'JPY', threshold: '1000.50' },
      { ...noRules, expires_after_days: 0 },
      { ...noRules, currency: 'XXX' },
      { ...noRules, unknown: true },
    ];
    for (const body of bad) {
      expectError(await send(testApp.app, 'PUT', rulesUrl(), buyer, body), 400, 'validation_failed');
    }
    expect(expectStatus(await send(testApp.app, 'GET', rulesUrl(), buyer), 200)).toEqual(noRules);
  });
});

describe('subsidiary budgets', () => {
  it("holds a subsidiary's awards past the budget its parent set", async () => {
    const { app, database } = testApp;
    const parent = await registerBusiness(app, { company_name: 'Parent Holdings' });
    const parentId = parent.memberships[0]?.business_id ?? '';
    await database.db.query(
      `UPDATE businesses SET business_type = 'subsidiary', parent_business_id = $2 WHERE id = $1`,
      [businessId, parentId],
    );
    await setLimit(buyer.user.id, null);
    const budgetUrl = `/v2/business/${parentId}/subsidiaries/${businessId}/budget`;
    try {
      // Only the parent's ADMIN; the subsidiary's own ADMIN is not the parent's.
      expectError(
        await send(app, 'PUT', budgetUrl, buyer, { budget: { amount: '1.00', currency: 'USD' } }),
        404,
        'not_found',
      );
      expectError(
        await send(app, 'PUT', `/v2/business/${parentId}/subsidiaries/${missingId}/budget`, parent, {
          budget: { amount: '1.00', currency: 'USD' },
        }),
        404,
        'not_found',
      );
      const first = expectStatus<{ budget: unknown; spent: string }>(
        await send(app, 'PUT', budgetUrl, parent, { budget: { amount: '1.00', currency: 'USD' } }),
        200,
      );
      // 100,000.00 left of the budget: 150,000.00 waits, 50,000.00 does not.
      const amount = `${(BigInt(first.spent.replace('.', '')) / 100n + 100000n).toString()}.00`;
      const set = expectStatus<{ budget: unknown; spent: string }>(
        await send(app, 'PUT', budgetUrl, parent, { budget: { amount, currency: 'USD' } }),
        200,
      );
      expect(set).toMatchObject({ budget: { amount, currency: 'USD' }, spent: first.spent });
      // The parent's roll-up shows the budget beside the subsidiary's figures.
      const rollUp = expectStatus<{ subsidiaries: { business_id: string; budget: unknown }[] }>(
        await send(app, 'GET', `/v2/business/${parentId}/subsidiaries`, parent),
        200,
      );
      expect(rollUp.subsidiaries.find((row) => row.business_id === businessId)?.budget).toEqual({
        amount,
        currency: 'USD',
      });
      const { accepted } = await heldAward();
      expect(accepted.approval?.reasons).toEqual(['subsidiary_budget']);
      const { accepted: within } = await heldAward('50000.00');
      expect(within.proposal.status).toBe('ACCEPTED');
      // The parent's approvers decide an award over the budget; the subsidiary's own may not.
      const heldId = accepted.approval?.id ?? '';
      const parentApprover = await registerCustomer(app, { first_name: 'Pat', last_name: 'Parent' });
      await addMembership(database.db, parentId, parentApprover.user.id, ['APPROVER']);
      const inbox = async (session: Session) =>
        expectStatus<{ approvals: Approval[] }>(await send(app, 'GET', '/v2/approvals', session), 200)
          .approvals;
      expect((await inbox(approver)).map((request) => request.id)).not.toContain(heldId);
      const parentsInbox = await inbox(parentApprover);
      expect(parentsInbox.find((request) => request.id === heldId)).toMatchObject({
        can_decide: true,
        reasons: ['subsidiary_budget'],
      });
      expectError(
        await approve(heldId, approver),
        403,
        'forbidden',
        "This award is over the budget your parent business set: the parent's approvers decide it",
      );
      expectError(await decline(heldId, approver), 403, 'forbidden');
      expectError(await approve(heldId, stranger), 404, 'not_found');
      // The parent's owner (ADMIN, APPROVER too) approves: the award proceeds.
      expect(expectStatus<Approval>(await approve(heldId, parentApprover), 200).status).toBe('APPROVED');
      const { accepted: second } = await heldAward();
      const declined = expectStatus<Approval>(
        await decline(second.approval?.id ?? '', parent, 'Over the quarter'),
        200,
      );
      expect(declined).toMatchObject({ status: 'DECLINED', decline_reason: 'Over the quarter' });
      expectStatus(await send(app, 'PUT', budgetUrl, parent, { budget: null }), 200);
      const { accepted: free } = await heldAward();
      expect(free.proposal.status).toBe('ACCEPTED');
    } finally {
      await database.db.query(
        `UPDATE businesses SET business_type = 'parent_company', parent_business_id = NULL WHERE id = $1`,
        [businessId],
      );
      await setLimit(buyer.user.id, '20000.00');
    }
  });
});
