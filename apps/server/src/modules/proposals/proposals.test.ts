import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  countProcurementRows,
  expectStatus,
  joinAsSeller,
  newMarketplaceRfp,
  newWorkflow,
  proposalPayload,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError, expectWholeUnitsRefusal } from '../../test/requests.ts';
import { weeksBetween } from './rules.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let secondSeller: Session;
let stranger: Session;
let customer: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  colleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', colleague.user.id, ['VIEWER']);
  seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  // A seller without a business: the buyer sees the person's name.
  secondSeller = await registerBusiness(app, {
    company_name: 'Second Source',
    first_name: 'Rosa',
    last_name: 'Diaz',
  });
  await database.db.query('DELETE FROM business_members WHERE user_id = $1', [secondSeller.user.id]);
  stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
  customer = await registerCustomer(app);
});

type Proposal = { id: string; status: string; sellerName: string; structured_terms: Record<string, unknown> };
type Workflow = { status: string; agreedPrice: string | null; sellerId: string | null };
const proposalsUrl = (workflowId: string) => `/v2/workflows/${workflowId}/proposals`;
const acceptUrl = (workflowId: string, proposalId: string) =>
  `${proposalsUrl(workflowId)}/${proposalId}/accept`;
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

describe('inviteSellers', () => {
  it('lets no seller invite itself or another into a marketplace workflow', async () => {
    const { app } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const url = `/v2/workflows/${workflowId}/sellers/invite`;
    for (const sellerIds of [[seller.user.id], [stranger.user.id]]) {
      expectError(await send(app, 'POST', url, seller, { workflowId, sellerIds }), 403, 'forbidden');
    }
    expectError(
      await send(app, 'POST', url, customer, { workflowId, sellerIds: [customer.user.id] }),
      403,
      'forbidden',
    );
    expectError(
      await send(app, 'POST', url, seller, { workflowId: buyer.user.id, sellerIds: [seller.user.id] }),
      400,
      'validation_failed',
    );
    // The refused seller sees nothing of the workflow's conversation.
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}/messages`, seller), 404, 'not_found');
  });

  it('lets the buyer invite sellers to a custom order; 404 for a stranger to an unlisted workflow', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [secondSeller.user.id],
    });
    const url = `/v2/workflows/${workflowId}/sellers/invite`;
    expectError(
      await send(app, 'POST', url, stranger, { workflowId, sellerIds: [stranger.user.id] }),
      404,
      'not_found',
    );
    expectError(
      await send(app, 'POST', url, colleague, { workflowId, sellerIds: [seller.user.id] }),
      403,
      'forbidden',
    );
    expectError(
      await send(app, 'POST', url, buyer, { workflowId, sellerIds: [customer.user.id] }),
      404,
      'not_found',
    );
    expect(
      expectStatus(await send(app, 'POST', url, buyer, { workflowId, sellerIds: [seller.user.id] }), 200),
    ).toEqual({ invited: [seller.user.id] });
    // Nothing is invited when one of them already is.
    expectError(
      await send(app, 'POST', url, buyer, { workflowId, sellerIds: [stranger.user.id, seller.user.id] }),
      409,
      'conflict',
    );
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, stranger), 404, 'not_found');
  });
});

describe('createProposal', () => {
  it('takes a proposal within the RFP, moves the workflow and the RFP, and fills the §7 defaults', async () => {
    const { app } = testApp;
    const { workflowId, rfpId } = await newMarketplaceRfp(app, buyer);
    await joinAsSeller(app, seller, workflowId);
    const proposal = expectStatus<Proposal>(
      await send(app, 'POST', proposalsUrl(workflowId), seller, proposalPayload()),
      201,
    );
    expect(proposal).toMatchObject({
      workflowId,
      sellerId: seller.user.id,
      sellerName: 'Seller Robotics',
      price: '150000.00',
      currency: 'USD',
      status: 'PENDING',
      structured_terms: {
        delivery_weeks: 9,
        warranty_years: 1,
        training_days: 5,
        sla_response_hours: 24,
        payment_terms: 'Net 30',
        compliance_certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
        maintenance_included: true,
      },
    });
    expect(
      expectStatus<Workflow>(await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer), 200).status,
    ).toBe('NEGOTIATION_IN_PROGRESS');
    expect(
      expectStatus<{ status: string }>(await send(app, 'GET', `/v2/rfps/${rfpId}`, buyer), 200).status,
    ).toBe('UNDER_REVIEW');
    // Given structured terms are kept as sent.
    const id = await propose(app, secondSeller, workflowId, {
      structured_terms: {
        delivery_weeks: 3,
        warranty_years: 2,
        training_days: 1,
        sla_response_hours: 4,
        payment_terms: 'Net 60',
        compliance_certifications: [],
        maintenance_included: false,
      },
    });
    const list = expectStatus<{ proposals: Proposal[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    const second = list.proposals.find((item) => item.id === id);
    expect(second).toMatchObject({
      sellerName: 'Rosa Diaz',
      structured_terms: { payment_terms: 'Net 60', delivery_weeks: 3 },
    });
  });

  it('refuses proposals that break the §5 rules with a field for each, writing nothing', async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    await joinAsSeller(app, seller, workflowId);
    const before = await countProcurementRows(database.db);
    const timeline = (
      startDate: string,
      endDate: string,
      milestones: { date: string; description: string }[] = [],
    ) => ({
      startDate,
      endDate,
      milestones,
    });
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        { price: '99999.99' },
        [{ field: 'price', message: 'must be within the RFP budget of 100000.00 to 200000.00 USD' }],
      ],
      [
        { price: '200000.01' },
        [{ field: 'price', message: 'must be within the RFP budget of 100000.00 to 200000.00 USD' }],
      ],
      [
        { timeline: timeline('2027-03-31', '2027-06-01') },
        [{ field: 'timeline/startDate', message: 'must not be before the RFP start date 2027-04-01' }],
      ],
      [
        { timeline: timeline('2027-04-01', '2027-07-01') },
        [{ field: 'timeline/endDate', message: 'must not be after the RFP end date 2027-06-30' }],
      ],
      [
        { timeline: timeline('2027-05-01', '2027-04-20') },
        [{ field: 'timeline/endDate', message: 'must not be before the start date' }],
      ],
      [
        { timeline: timeline('2027-04-10', '2027-05-10', [{ date: '2027-05-11', description: 'Late' }]) },
        [
          {
            field: 'timeline/milestones/0/date',
            message: 'must be between the proposal start and end dates',
          },
        ],
      ],
      [
        { timeline: timeline('2027-04-10', '2027-05-10', [{ date: '2027-05-01', description: '   ' }]) },
        [{ field: 'timeline/milestones/0/description', message: 'is required' }],
      ],
      [{ timeline: undefined }, [{ field: 'timeline', message: 'is required: a start and an end date' }]],
    ];
    for (const [overrides, fields] of cases) {
      const response = await send(app, 'POST', proposalsUrl(workflowId), seller, proposalPayload(overrides));
      expectError(response, 400, 'validation_failed', 'The proposal does not meet the RFP');
      expect(response.json().fields).toEqual(fields);
    }
    for (const overrides of [
      { price: '0.00' },
      { price: '-5.00' },
      { price: '150000.001' },
      { description: '' },
      { description: ' ' },
      { terms: 'a\u0000' },
      { terms: '\ud83d' },
      { timeline: timeline('2026-02-30', '2026-05-01') },
      { timeline: timeline('99999-04-01', '2026-05-01') },
    ]) {
      expectError(
        await send(app, 'POST', proposalsUrl(workflowId), seller, proposalPayload(overrides)),
        400,
        'validation_failed',
      );
    }
    expect(await countProcurementRows(database.db)).toEqual(before);
  });

  it("lets a marketplace seller's first proposal in without an invitation: listed for the buyer, the workflow visible to it", async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    // A refused proposal invites no one either.
    const before = await countProcurementRows(database.db);
    expectError(
      await send(app, 'POST', proposalsUrl(workflowId), stranger, proposalPayload({ price: '1.00' })),
      400,
      'validation_failed',
    );
    expect(await countProcurementRows(database.db)).toEqual(before);
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, stranger), 404, 'not_found');

    const id = expectStatus<Proposal>(
      await send(app, 'POST', proposalsUrl(workflowId), stranger, proposalPayload()),
      201,
    ).id;
    const listed = expectStatus<{ proposals: Proposal[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    expect(listed.proposals.map((item) => [item.id, item.sellerName])).toEqual([[id, 'Unrelated Robotics']]);
    expect(
      expectStatus<Workflow>(await send(app, 'GET', `/v2/workflows/${workflowId}`, stranger), 200).status,
    ).toBe('NEGOTIATION_IN_PROGRESS');
    // Joined by itself, once: declaring its intent to bid now returns the same thread.
    const invitations = await database.db.query<{ invited_by: string }>(
      'SELECT invited_by FROM workflow_sellers WHERE workflow_id = $1 AND seller_id = $2',
      [workflowId, stranger.user.id],
    );
    expect(invitations).toEqual([{ invited_by: stranger.user.id }]);
    expect(
      expectStatus<{ sellerId: string }>(
        await send(app, 'POST', `/v2/workflows/${workflowId}/intent-to-bid`, stranger),
        200,
      ).sellerId,
    ).toBe(stranger.user.id);
  });

  it('refuses whoever may not join, writing nothing: 403 off sellers and the buyer side, 404 off private workflows', async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    // A seller account that is a member of the buyer's business is on the buyer side.
    const buyerSideSeller = await registerBusiness(app, { company_name: 'Buyer Side Sales' });
    await addMembership(
      database.db,
      buyer.memberships[0]?.business_id ?? '',
      buyerSideSeller.user.id,
      'MEMBER',
    );
    const customOrder = await newWorkflow(app, buyer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [secondSeller.user.id],
    });
    const noRfp = await newWorkflow(app, buyer);
    const draft = (await newMarketplaceRfp(app, buyer, { status: 'DRAFT' })).workflowId;
    const withdrawn = await newMarketplaceRfp(app, buyer);
    expectStatus(await send(app, 'PUT', `/v2/rfps/${withdrawn.rfpId}`, buyer, { status: 'REJECTED' }), 200);
    const before = await countProcurementRows(database.db);
    for (const [session, message] of [
      [customer, 'Only sellers make proposals'],
      [colleague, 'Only sellers make proposals'],
      [buyer, 'Only an invited seller of the workflow makes proposals'],
      [buyerSideSeller, 'Only an invited seller of the workflow makes proposals'],
    ] as const) {
      expectError(
        await send(app, 'POST', proposalsUrl(workflowId), session, proposalPayload()),
        403,
        'forbidden',
        message,
      );
    }
    for (const id of [customOrder, noRfp, draft, withdrawn.workflowId]) {
      expectError(await send(app, 'POST', proposalsUrl(id), stranger, proposalPayload()), 404, 'not_found');
    }
    expect(await countProcurementRows(database.db)).toEqual(before);
  });

  it('takes one pending proposal per seller, also when two arrive at once', async () => {
    const { app } = testApp;
    // Not invited first: the concurrent first proposals also invite the seller only once.
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => send(app, 'POST', proposalsUrl(workflowId), seller, proposalPayload())),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const list = expectStatus<{ proposals: Proposal[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    expect(list.proposals).toHaveLength(1);
  });
});

describe('listProposals', () => {
  it('shows the buyer side every proposal and each seller only its own', async () => {
    const { app } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const mine = await propose(app, seller, workflowId);
    const theirs = await propose(app, secondSeller, workflowId);
    const ids = async (session: Session) =>
      expectStatus<{ proposals: Proposal[] }>(
        await send(app, 'GET', proposalsUrl(workflowId), session),
        200,
      ).proposals.map((p) => p.id);
    expect((await ids(buyer)).sort()).toEqual([mine, theirs].sort());
    expect((await ids(colleague)).sort()).toEqual([mine, theirs].sort());
    expect(await ids(seller)).toEqual([mine]);
    expect(await ids(secondSeller)).toEqual([theirs]);
    expectError(await send(app, 'GET', proposalsUrl(workflowId), stranger), 404, 'not_found');
    expectError(await send(app, 'GET', proposalsUrl(workflowId), customer), 404, 'not_found');
  });
});

describe('acceptProposal', () => {
  it('accepts one, rejects the others, agrees the price and approves the RFP, for the buyer only', async () => {
    const { app } = testApp;
    const { workflowId, rfpId } = await newMarketplaceRfp(app, buyer);
    const winner = await propose(app, seller, workflowId, { price: '120000.00' });
    const loser = await propose(app, secondSeller, workflowId);
    for (const session of [colleague, seller]) {
      expectError(
        await send(app, 'POST', acceptUrl(workflowId, winner), session, undefined, key()),
        403,
        'forbidden',
      );
    }
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, winner), stranger, undefined, key()),
      404,
      'not_found',
    );
    expectError(await send(app, 'POST', acceptUrl(workflowId, winner), buyer), 400, 'validation_failed');
    const answer = expectStatus<{ proposal: Proposal; workflow: Workflow & { stage: string } }>(
      await send(app, 'POST', acceptUrl(workflowId, winner), buyer, undefined, key()),
      200,
    );
    expect(answer.proposal).toMatchObject({ id: winner, status: 'ACCEPTED' });
    expect(answer.workflow).toMatchObject({
      status: 'PRICE_AGREED',
      stage: 'REVIEW',
      agreedPrice: '120000.00',
      sellerId: seller.user.id,
    });
    const list = expectStatus<{ proposals: Proposal[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    expect(Object.fromEntries(list.proposals.map((p) => [p.id, p.status]))).toEqual({
      [winner]: 'ACCEPTED',
      [loser]: 'REJECTED',
    });
    expect(
      expectStatus<{ status: string }>(await send(app, 'GET', `/v2/rfps/${rfpId}`, buyer), 200).status,
    ).toBe('APPROVED');
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, loser), buyer, undefined, key()),
      409,
      'conflict',
    );
    // No longer in the marketplace, and no more proposals.
    expectError(
      await send(app, 'POST', proposalsUrl(workflowId), seller, proposalPayload()),
      409,
      'conflict',
    );
  });

  it('replays the first answer for the same key and request; 422 for the same key on another request', async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const first = await propose(app, seller, workflowId);
    const second = await propose(app, secondSeller, workflowId);
    const headers = key();
    const answer = await send(app, 'POST', acceptUrl(workflowId, first), buyer, undefined, headers);
    expect(answer.statusCode).toBe(200);
    const again = await send(app, 'POST', acceptUrl(workflowId, first), buyer, undefined, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer.json());
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, second), buyer, undefined, headers),
      422,
      'idempotency_key_reused',
    );
    // A refusal is the first answer too.
    const refusedKey = key();
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, second), buyer, undefined, refusedKey),
      409,
      'conflict',
    );
    expectError(
      await send(app, 'POST', acceptUrl(workflowId, second), buyer, undefined, refusedKey),
      409,
      'conflict',
    );
    const [row] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM proposals WHERE workflow_id = $1 AND status = 'ACCEPTED'`,
      [workflowId],
    );
    expect(row?.count).toBe(1);
  });

  it('lets exactly one of two racing accepts win, round after round', async () => {
    const { app } = testApp;
    for (let round = 0; round < 8; round++) {
      const { workflowId } = await newMarketplaceRfp(app, buyer);
      const first = await propose(app, seller, workflowId);
      const second = await propose(app, secondSeller, workflowId);
      const answers = await Promise.all([
        send(app, 'POST', acceptUrl(workflowId, first), buyer, undefined, key()),
        send(app, 'POST', acceptUrl(workflowId, second), buyer, undefined, key()),
        send(app, 'POST', acceptUrl(workflowId, first), buyer, undefined, key()),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409, 409]);
      const list = expectStatus<{ proposals: Proposal[] }>(
        await send(app, 'GET', proposalsUrl(workflowId), buyer),
        200,
      );
      expect(list.proposals.map((p) => p.status).sort()).toEqual(['ACCEPTED', 'REJECTED']);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json().proposal.id;
      const workflow = expectStatus<Workflow>(
        await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer),
        200,
      );
      expect(workflow.sellerId).toBe(winner === first ? seller.user.id : secondSeller.user.id);
    }
  });
});

describe('weeksBetween', () => {
  it('rounds up whole weeks', () => {
    expect(weeksBetween('2026-04-01', '2026-04-01')).toBe(0);
    expect(weeksBetween('2026-04-01', '2026-04-08')).toBe(1);
    expect(weeksBetween('2026-04-01', '2026-04-09')).toBe(2);
    expect(weeksBetween('2026-04-15', '2026-06-15')).toBe(9);
  });
});

describe('proposals in a currency without cents', () => {
  it('refuses a JPY price with cents, writing nothing; whole yen are taken', async () => {
    const { app } = testApp;
    const budget = { min: '100000.00', max: '200000.00', currency: 'JPY' };
    const { workflowId } = await newMarketplaceRfp(app, buyer, { budget });
    const url = `/v2/workflows/${workflowId}/proposals`;
    await expectWholeUnitsRefusal(
      testApp,
      () => send(app, 'POST', url, seller, proposalPayload({ price: '150000.50' })),
      ['price'],
    );
    const proposal = expectStatus<{ price: string; currency: string }>(
      await send(app, 'POST', url, seller, proposalPayload()),
      201,
    );
    expect(proposal).toMatchObject({ price: '150000.00', currency: 'JPY' });
  });
});

describe('structured terms', () => {
  it("keeps each seller's own terms, and refuses a certification the RFP does not ask for", async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const terms = (warranty: number, payment: string, certifications: string[]) => ({
      delivery_weeks: 8,
      warranty_years: warranty,
      training_days: 2,
      sla_response_hours: 12,
      payment_terms: payment,
      compliance_certifications: certifications,
      maintenance_included: false,
    });
    const before = await countProcurementRows(database.db);
    expectError(
      await send(
        app,
        'POST',
        proposalsUrl(workflowId),
        seller,
        proposalPayload({ structured_terms: terms(2, 'Net 60', ['Made-up Mark']) }),
      ),
      400,
      'validation_failed',
    );
    expect(await countProcurementRows(database.db)).toEqual(before);
    await propose(app, seller, workflowId, { structured_terms: terms(2, 'Net 60', []) });
    await propose(app, secondSeller, workflowId, { structured_terms: terms(3, 'Net 30', []) });
    const list = expectStatus<{ proposals: Proposal[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    expect(
      list.proposals.map((p) => [p.structured_terms.warranty_years, p.structured_terms.payment_terms]).sort(),
    ).toEqual([
      [2, 'Net 60'],
      [3, 'Net 30'],
    ]);
  });
});

describe('withdrawing and revising a proposal', () => {
  const proposalUrl = (workflowId: string, id: string) => `${proposalsUrl(workflowId)}/${id}`;
  const withdraw = (workflowId: string, id: string, session: Session) =>
    send(testApp.app, 'POST', `${proposalUrl(workflowId, id)}/withdraw`, session);
  const revise = (
    workflowId: string,
    id: string,
    session: Session,
    overrides: Record<string, unknown> = {},
  ) => send(testApp.app, 'PUT', proposalUrl(workflowId, id), session, proposalPayload(overrides));
  type Revised = Proposal & { price: string; revisedFrom: { proposalId: string; price: string } | null };

  it('lets the seller withdraw its pending proposal and send a new one; nobody else may', async () => {
    const { app } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const first = await propose(app, seller, workflowId);
    await propose(app, secondSeller, workflowId);
    for (const [session, status] of [
      [buyer, 403],
      [colleague, 403],
      [secondSeller, 404],
      [stranger, 404],
      [customer, 404],
    ] as const) {
      expect((await withdraw(workflowId, first, session)).statusCode).toBe(status);
    }
    const withdrawn = expectStatus<Revised>(await withdraw(workflowId, first, seller), 200);
    expect(withdrawn).toMatchObject({ id: first, status: 'WITHDRAWN', revisedFrom: null });
    expectError(await withdraw(workflowId, first, seller), 409, 'conflict');
    const again = expectStatus<Revised>(
      await send(app, 'POST', proposalsUrl(workflowId), seller, proposalPayload({ price: '140000.00' })),
      201,
    );
    const list = expectStatus<{ proposals: Revised[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    expect(
      list.proposals
        .filter((p) => p.id === first || p.id === again.id)
        .map((p) => p.status)
        .sort(),
    ).toEqual(['PENDING', 'WITHDRAWN']);
  });

  it('revises a pending proposal into a new one that names the old price, keeping the history', async () => {
    const { app, database } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const first = await propose(app, seller, workflowId, { price: '180000.00' });
    const before = await countProcurementRows(database.db);
    expectError(await revise(workflowId, first, seller, { price: '999999999.00' }), 400, 'validation_failed');
    expectError(await revise(workflowId, first, buyer), 403, 'forbidden');
    expectError(await revise(workflowId, first, secondSeller), 404, 'not_found');
    expect(await countProcurementRows(database.db)).toEqual(before);

    const revision = expectStatus<Revised>(
      await revise(workflowId, first, seller, { price: '170000.00' }),
      201,
    );
    expect(revision).toMatchObject({
      status: 'PENDING',
      price: '170000.00',
      revisedFrom: { proposalId: first, price: '180000.00' },
    });
    const list = expectStatus<{ proposals: Revised[] }>(
      await send(app, 'GET', proposalsUrl(workflowId), buyer),
      200,
    );
    expect(list.proposals.find((p) => p.id === first)?.status).toBe('WITHDRAWN');
    expect(list.proposals.find((p) => p.id === revision.id)?.revisedFrom?.price).toBe('180000.00');
    // The old one is no longer pending: revising it again is a 409.
    expectError(await revise(workflowId, first, seller), 409, 'conflict');
  });

  it('refuses withdrawing and revising after the award', async () => {
    const { app } = testApp;
    const { workflowId } = await newMarketplaceRfp(app, buyer);
    const winner = await propose(app, seller, workflowId);
    const loser = await propose(app, secondSeller, workflowId);
    expectStatus(await send(app, 'POST', acceptUrl(workflowId, winner), buyer, undefined, key()), 200);
    expectError(await withdraw(workflowId, winner, seller), 409, 'conflict');
    expectError(await revise(workflowId, loser, secondSeller), 409, 'conflict');
    expectError(await withdraw(workflowId, loser, secondSeller), 409, 'conflict');
  });

  it('lets exactly one of a withdrawal and an acceptance racing win, round after round', async () => {
    const { app } = testApp;
    for (let round = 0; round < 8; round++) {
      const { workflowId } = await newMarketplaceRfp(app, buyer);
      const proposal = await propose(app, seller, workflowId);
      const [accepted, withdrawn] = await Promise.all([
        send(app, 'POST', acceptUrl(workflowId, proposal), buyer, undefined, key()),
        withdraw(workflowId, proposal, seller),
      ]);
      expect([accepted.statusCode, withdrawn.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const [listed] = expectStatus<{ proposals: Revised[] }>(
        await send(app, 'GET', proposalsUrl(workflowId), buyer),
        200,
      ).proposals;
      expect(listed?.status).toBe(accepted.statusCode === 200 ? 'ACCEPTED' : 'WITHDRAWN');
    }
  });
});
