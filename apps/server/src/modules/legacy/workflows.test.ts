import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import {
  countProcurementRows,
  expectStatus,
  newMarketplaceRfp,
  proposalPayload,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError, refusalOf } from '../../test/requests.ts';
import { certificationList, legacyDate, legacyDecimal } from './workflows.ts';

// The legacy workflows, proposals, invitations and messages (issue 29): the old client's calls in the old
// shapes, translated onto v2, never allowing more than v2 does.
const testApp = useTestApp();
let buyer: Session;
let otherBuyer: Session;
let seller: Session;
let rival: Session;

beforeAll(async () => {
  const { app } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Legacy Buyer' });
  otherBuyer = await registerBusiness(app, { company_name: 'Other Buyer' });
  seller = await registerBusiness(app, { company_name: 'First Seller' });
  rival = await registerBusiness(app, { company_name: 'Rival Seller' });
});

/** The old client's create-workflow body, RFP variant: numbers for money, comma-joined certifications. */
const oldWorkflowBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Palletising cell',
  description: 'Two palletising robots for line 3.',
  requestType: 'RFP',
  budgetRangeMin: 30000,
  budgetRangeMax: '250000.5',
  requirements: {
    category: 'ROBOT',
    quantity: 2,
    details: {
      status: 'PENDING_RFP_CREATION',
      useCase: 'Palletising',
      payload: 25,
      batteryLife: 8,
      certifications: 'ISO 10218, CE Marking',
      aisleWidth: '1.2 m',
    },
  },
  ...overrides,
});

/** The old client's proposal: price as a number, certifications comma-joined, ISO date-times. */
const oldProposalBody = (price: number | string) => ({
  price,
  description: 'Twelve pickers with fleet software.',
  terms: 'Delivery in two lots.',
  structured_terms: {
    delivery_weeks: 9,
    warranty_years: 1,
    compliance_certifications: 'ISO 10218 - Industrial Robots Safety, CE Marking',
    maintenance_included: true,
    training_days: 5,
    sla_response_hours: 24,
    payment_terms: 'Net 30',
  },
  timeline: {
    startDate: '2027-04-15T00:00:00.000Z',
    endDate: '2027-06-15T00:00:00.000Z',
    milestones: [{ date: '2027-05-01T00:00:00.000Z', description: 'First lot delivered' }],
  },
});

function expectDeprecated(response: { headers: Record<string, unknown> }, successor: string) {
  expect(response.headers.deprecation).toBe('@1796083200');
  expect(response.headers.sunset).toBe('Wed, 01 Dec 2027 00:00:00 GMT');
  expect(response.headers.link).toContain(`<${successor}>; rel="successor-version"`);
}

describe('the old formats', () => {
  it.each([
    [30000, '30000.00'],
    ['30000', '30000.00'],
    [499.9, '499.90'],
    ['499.99', '499.99'],
    [0, '0.00'],
    ['999999999999.99', '999999999999.99'],
  ])('reads the amount %j as %s, by string routines', (value, decimal) => {
    expect(legacyDecimal(value, 'price')).toBe(decimal);
  });

  it.each([0.1 + 0.2, 1e21, 1e-7, '1e5', '12.345', '-1', '1,000', ' 12', '1234567890123'])(
    'refuses the amount %j with the field named',
    (value) => {
      expect(refusalOf(() => legacyDecimal(value, 'budget/min'))).toMatchObject({
        statusCode: 400,
        code: 'validation_failed',
        fields: [{ field: 'budget/min', message: expect.any(String) }],
      });
    },
  );

  it('leaves null and absent amounts out, keeps dates as written and splits certifications', () => {
    expect(legacyDecimal(null, 'price')).toBeUndefined();
    expect(legacyDecimal(undefined, 'price')).toBeUndefined();
    expect(legacyDate('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
    expect(legacyDate('2026-12-01T23:30:00-05:00')).toBe('2026-12-01');
    expect(legacyDate('2026-12-01')).toBe('2026-12-01');
    expect(certificationList('ISO 9001, CE Marking,, ')).toEqual(['ISO 9001', 'CE Marking']);
    expect(certificationList(['ISO 9001'])).toEqual(['ISO 9001']);
    expect(certificationList('')).toEqual([]);
  });
});

describe('POST /workflows, GET /workflows, GET /workflows/{id}', () => {
  it('creates the RFP variant from the old body, with money as decimal strings and details as strings', async () => {
    const { app } = testApp;
    const response = await send(app, 'POST', '/workflows', buyer, oldWorkflowBody());
    const created = expectStatus<{ id: string }>(response, 201);
    expectDeprecated(response, '/v2/workflows');
    const v2 = expectStatus<Record<string, unknown>>(
      await send(app, 'GET', `/v2/workflows/${created.id}`, buyer),
      200,
    );
    expect(v2).toMatchObject({
      budgetRangeMin: '30000.00',
      budgetRangeMax: '250000.50',
      requestType: 'RFP',
      requirements: {
        category: 'ROBOT',
        quantity: 2,
        details: {
          status: 'PENDING_RFP_CREATION',
          useCase: 'Palletising',
          payload: '25',
          batteryLife: '8',
          certifications: 'ISO 10218, CE Marking',
          aisleWidth: '1.2 m',
        },
      },
    });

    const one = await send(app, 'GET', `/workflows/${created.id}`, buyer);
    const workflow = expectStatus<Record<string, unknown>>(one, 200);
    for (const field of ['id', 'title', 'status', 'updatedAt', 'createdAt', 'description', 'requestType']) {
      expect(workflow[field], field).toEqual(expect.any(String));
    }
    expect(workflow.attachments).toEqual([]);
    expect(workflow.status).toBe('REQUEST_CREATED');
    expectDeprecated(one, `/v2/workflows/${created.id}`);

    const list = await send(app, 'GET', '/workflows', buyer);
    const { workflows } = expectStatus<{ workflows: { id: string }[] }>(list, 200);
    expect(workflows.map((item) => item.id)).toContain(created.id);
    expectDeprecated(list, '/v2/workflows');
  });

  it.each([
    ['a NUL byte in the title', { title: 'Pallet\u0000cell' }],
    ['a lone surrogate in the description', { description: 'Pallet \ud800 cell' }],
    ['a right-to-left override in the title', { title: 'Invoice \u202Egpj.exe' }],
    ['a bidi isolate in the title', { title: 'Cell \u2066A\u2069' }],
    ['a budget of 13 whole digits', { budgetRangeMax: 1234567890123 }],
    ['a huge budget number', { budgetRangeMax: 1e21 }],
    ['a float artefact', { budgetRangeMin: 0.1 + 0.2 }],
    ['three decimals', { budgetRangeMin: '12.345' }],
    ['a negative budget', { budgetRangeMin: -5 }],
    ['an exponent string', { budgetRangeMin: '1e5' }],
    ['a minimum above the maximum', { budgetRangeMin: 300000, budgetRangeMax: 200000 }],
    ['an unknown request type', { requestType: 'AUCTION' }],
    [
      'a huge quantity',
      { requirements: { category: 'ROBOT', quantity: 99999999999999, details: { status: 'CREATED' } } },
    ],
    [
      'a detail that is an object',
      { requirements: { category: 'ROBOT', quantity: 1, details: { status: { nested: true } } } },
    ],
  ])('refuses %s with a 400 and writes nothing', async (_name, overrides) => {
    const { app, database } = testApp;
    const before = await countProcurementRows(database.db);
    const response = await send(app, 'POST', '/workflows', buyer, oldWorkflowBody(overrides));
    expectError(response, 400, 'validation_failed');
    expect(response.headers.deprecation).toBe('@1796083200');
    expect(await countProcurementRows(database.db)).toEqual(before);
  });

  it('refuses ids that are not workflow ids, and hides another buyer’s workflow as v2 does', async () => {
    const { app } = testApp;
    for (const id of ['99999999999999999999999999999999', 'not-an-id', `${'f'.repeat(5000)}`]) {
      expectError(await send(app, 'GET', `/workflows/${id}`, buyer), 400, 'validation_failed');
    }
    const id = expectStatus<{ id: string }>(
      await send(app, 'POST', '/workflows', buyer, oldWorkflowBody()),
      201,
    ).id;
    const legacy = await send(app, 'GET', `/workflows/${id}`, otherBuyer);
    const v2 = await send(app, 'GET', `/v2/workflows/${id}`, otherBuyer);
    expectError(legacy, 404, 'not_found');
    expect(legacy.json()).toEqual(v2.json());
    expect(
      expectStatus<{ workflows: { id: string }[] }>(
        await send(app, 'GET', '/workflows', otherBuyer),
        200,
      ).workflows.map((item) => item.id),
    ).not.toContain(id);
    expectError(await send(app, 'GET', `/workflows/${id}`), 401, 'unauthenticated');
  });

  it('leaves a browser asking for the /workflows page to the app', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/workflows',
      headers: { accept: 'text/html' },
    });
    expect(response.headers.deprecation).toBeUndefined();
  });
});

describe('two competing sellers on the legacy paths', () => {
  let workflowId: string;
  let sellerProposal: string;
  let rivalProposal: string;

  beforeAll(async () => {
    ({ workflowId } = await newMarketplaceRfp(testApp.app, buyer));
  });

  it('joins a seller that invites itself (the old client answering an RFP), again without failing', async () => {
    const { app } = testApp;
    const url = `/workflows/${workflowId}/sellers`;
    for (const attempt of [1, 2]) {
      const response = await send(app, 'POST', url, seller, { workflowId, sellerIds: [seller.user.id] });
      expect(expectStatus(response, 200), `attempt ${attempt}`).toEqual({ invited: [seller.user.id] });
      expectDeprecated(response, `/v2/workflows/${workflowId}/sellers/invite`);
    }
    // A seller inviting another is refused as in v2.
    const other = { workflowId, sellerIds: [rival.user.id] };
    const legacy = await send(app, 'POST', url, seller, other);
    expectError(legacy, 403, 'forbidden');
    expect(legacy.json()).toEqual(
      (await send(app, 'POST', `/v2/workflows/${workflowId}/sellers/invite`, seller, other)).json(),
    );
  });

  it('keeps v2’s "already invited" answer when the buyer invites a seller twice', async () => {
    const { app } = testApp;
    const body = { workflowId, sellerIds: [seller.user.id] };
    const legacy = await send(app, 'POST', `/workflows/${workflowId}/sellers`, buyer, body);
    expectError(legacy, 409, 'conflict', 'already invited');
    expect(legacy.json()).toEqual(
      (await send(app, 'POST', `/v2/workflows/${workflowId}/sellers/invite`, buyer, body)).json(),
    );
  });

  it('takes each seller’s proposal in the old shape', async () => {
    const { app } = testApp;
    const url = `/workflows/${workflowId}/proposals`;
    const first = await send(app, 'POST', url, seller, oldProposalBody(150000));
    const proposal = expectStatus<Record<string, unknown>>(first, 201);
    expectDeprecated(first, `/v2/workflows/${workflowId}/proposals`);
    expect(proposal).toMatchObject({
      price: '150000.00',
      status: 'PENDING',
      workflowId,
      structured_terms: {
        compliance_certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
        payment_terms: 'Net 30',
      },
      timeline: { startDate: '2027-04-15', endDate: '2027-06-15' },
    });
    sellerProposal = proposal.id as string;
    rivalProposal = expectStatus<{ id: string }>(
      await send(app, 'POST', url, rival, oldProposalBody('160000.5')),
      201,
    ).id;
  });

  it('refuses a bad proposal with a 400 and writes nothing', async () => {
    const { app, database } = testApp;
    const before = await countProcurementRows(database.db);
    const url = `/workflows/${workflowId}/proposals`;
    const bad = [
      oldProposalBody(1e21),
      oldProposalBody(0.1 + 0.2),
      oldProposalBody('150000.001'),
      { ...oldProposalBody(150000), description: 'x\u0000' },
      {
        ...oldProposalBody(150000),
        timeline: { startDate: '0000-04-15T00:00:00.000Z', endDate: '2027-06-15T00:00:00.000Z' },
      },
      {
        ...oldProposalBody(150000),
        timeline: { startDate: '2027-13-01T00:00:00.000Z', endDate: '2027-06-15T00:00:00.000Z' },
      },
    ];
    for (const body of bad) {
      expectError(await send(app, 'POST', url, otherBuyer, body), 400, 'validation_failed');
    }
    expect(await countProcurementRows(database.db)).toEqual(before);
  });

  it('shows each seller only its own proposal and messages, the buyer all of them', async () => {
    const { app } = testApp;
    const proposalsOf = async (session: Session) =>
      expectStatus<{ proposals: { id: string }[] }>(
        await send(app, 'GET', `/workflows/${workflowId}/proposals`, session),
        200,
      ).proposals.map((item) => item.id);
    expect(await proposalsOf(seller)).toEqual([sellerProposal]);
    expect(await proposalsOf(rival)).toEqual([rivalProposal]);
    expect((await proposalsOf(buyer)).sort()).toEqual([sellerProposal, rivalProposal].sort());
    expectError(await send(app, 'GET', `/workflows/${workflowId}/proposals`, otherBuyer), 404, 'not_found');

    const url = `/workflows/${workflowId}/messages`;
    const sent = await send(app, 'POST', url, seller, { body: 'Our lead time is nine weeks.' });
    expect(expectStatus(sent, 201)).toMatchObject({ body: 'Our lead time is nine weeks.', workflowId });
    expectDeprecated(sent, `/v2/workflows/${workflowId}/messages`);
    const bodiesOf = async (session: Session) =>
      expectStatus<{ messages: { body: string }[] }>(await send(app, 'GET', url, session), 200).messages.map(
        (message) => message.body,
      );
    expect(await bodiesOf(seller)).toContain('Our lead time is nine weeks.');
    expect(await bodiesOf(buyer)).toContain('Our lead time is nine weeks.');
    expect(await bodiesOf(rival)).not.toContain('Our lead time is nine weeks.');
    expectError(await send(app, 'GET', url, otherBuyer), 404, 'not_found');
    expectError(await send(app, 'POST', url, otherBuyer, { body: 'Hello' }), 404, 'not_found');
    expectError(await send(app, 'POST', url, seller, { body: 'x\u0000' }), 400, 'validation_failed');

    const typing = await send(app, 'POST', `/workflows/${workflowId}/typing`, seller, { isTyping: true });
    expect(typing.statusCode).toBe(204);
    expectDeprecated(typing, `/v2/workflows/${workflowId}/typing`);
    expectError(
      await send(app, 'POST', `/workflows/${workflowId}/typing`, otherBuyer, { isTyping: true }),
      404,
      'not_found',
    );
  });

  it('lets neither seller accept, and awards once when the buyer’s accept is retried without a key', async () => {
    const { app, database } = testApp;
    const acceptUrl = (proposalId: string) => `/workflows/${workflowId}/proposals/${proposalId}/accept`;
    expectError(await send(app, 'POST', acceptUrl(rivalProposal), rival), 403, 'forbidden');
    expectError(await send(app, 'POST', acceptUrl(sellerProposal), rival), 403, 'forbidden');
    expectError(await send(app, 'POST', acceptUrl(sellerProposal), otherBuyer), 404, 'not_found');

    const first = await send(app, 'POST', acceptUrl(sellerProposal), buyer);
    const answer = expectStatus<{ proposal: { status: string }; workflow: { status: string } }>(first, 200);
    expect(answer.proposal.status).toBe('ACCEPTED');
    expect(answer.workflow.status).toBe('PRICE_AGREED');
    expectDeprecated(first, `/v2/workflows/${workflowId}/proposals/${sellerProposal}/accept`);
    const retry = await send(app, 'POST', acceptUrl(sellerProposal), buyer);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expectError(await send(app, 'POST', acceptUrl(rivalProposal), buyer), 409, 'conflict');

    const statuses = await database.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM proposals WHERE workflow_id = $1 ORDER BY status',
      [workflowId],
    );
    expect(statuses).toEqual([
      { id: sellerProposal, status: 'ACCEPTED' },
      { id: rivalProposal, status: 'REJECTED' },
    ]);
    // The loser reads neither the winner's proposal nor can it write to its thread any more.
    expect(
      expectStatus<{ proposals: { id: string }[] }>(
        await send(app, 'GET', `/workflows/${workflowId}/proposals`, rival),
        200,
      ).proposals.map((item) => item.id),
    ).toEqual([rivalProposal]);
    expectError(
      await send(app, 'POST', `/workflows/${workflowId}/messages`, rival, { body: 'Reconsider?' }),
      403,
      'forbidden',
    );
  });

  it('awards exactly one of two racing legacy accepts, round after round', async () => {
    const { app, database } = testApp;
    for (let round = 0; round < 6; round++) {
      const { workflowId: id } = await newMarketplaceRfp(app, buyer);
      const proposals = [
        await propose(app, seller, id, proposalPayload()),
        await propose(app, rival, id, proposalPayload({ price: '160000.00' })),
      ];
      const answers = await Promise.all(
        proposals.map((proposalId) =>
          send(app, 'POST', `/workflows/${id}/proposals/${proposalId}/accept`, buyer),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([200, 409]);
      const accepted = await database.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM proposals WHERE workflow_id = $1 AND status = 'ACCEPTED'`,
        [id],
      );
      expect(accepted).toEqual([{ count: 1 }]);
    }
  });
});
