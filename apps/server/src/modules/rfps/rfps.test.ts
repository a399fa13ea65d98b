import { beforeAll, describe, expect, it } from 'vitest';
import { MONEY_QUERY_PROBLEM } from '../../plugins/openapi/money-query.ts';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  countProcurementRows,
  expectStatus,
  newMarketplaceRfp,
  newWorkflow,
  propose,
  rfpPayload,
  send,
} from '../../test/procurement.ts';
import { expectError, expectWholeUnitsRefusal, missingId } from '../../test/requests.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerCustomer(app);
  const business = await registerBusiness(app, { company_name: 'Buyer Group' });
  // The buyer works for Buyer Group; the colleague is another member of it.
  await addMembership(database.db, business.memberships[0]?.business_id ?? '', buyer.user.id, 'MEMBER');
  colleague = business;
  // An ADMIN without PURCHASER: reads the business's RFPs, changes none (ADR 0089).
  await database.db.query(`UPDATE business_members SET roles = ARRAY['ADMIN'] WHERE user_id = $1`, [
    colleague.user.id,
  ]);
  seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  stranger = await registerCustomer(app);
});

type Rfp = { id: string; status: string; workflowId: string; budget: { min: string; max: string } };
type Workflow = { status: string; currency: string };

describe('createRfp', () => {
  it('creates a SUBMITTED RFP and moves the workflow to MATCHING_SELLERS', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const rfp = expectStatus<Rfp>(await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId)), 201);
    expect(rfp).toMatchObject({
      workflowId,
      status: 'SUBMITTED',
      useCase: 'Warehouse Automation',
      budget: { min: '100000.00', max: '200000.00', currency: 'USD' },
      timeline: { startDate: '2027-04-01', endDate: '2027-06-30' },
    });
    expect(Object.keys(rfp)).not.toContain('buyerId');
    const workflow = expectStatus<Workflow>(
      await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer),
      200,
    );
    expect(workflow.status).toBe('MATCHING_SELLERS');
    // One RFP per workflow, and only at REQUEST_CREATED.
    expectError(await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId)), 409, 'conflict');
  });

  it('keeps a DRAFT out of the marketplace and the workflow at REQUEST_CREATED; takes the budget currency', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const rfp = expectStatus<Rfp>(
      await send(
        app,
        'POST',
        '/v2/rfps',
        buyer,
        rfpPayload(workflowId, {
          status: 'DRAFT',
          budget: { min: '1000.00', max: '2000.00', currency: 'EUR' },
        }),
      ),
      201,
    );
    expect(rfp.status).toBe('DRAFT');
    const workflow = expectStatus<Workflow>(
      await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer),
      200,
    );
    expect(workflow).toMatchObject({ status: 'REQUEST_CREATED', currency: 'EUR' });
    expectError(await send(app, 'GET', `/v2/rfps/${rfp.id}`, seller), 404, 'not_found', 'RFP not found');
  });

  it('lets only the buyer create it: 403 for a colleague, 404 for a stranger; 409 for a non-RFP workflow', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    expectError(await send(app, 'POST', '/v2/rfps', colleague, rfpPayload(workflowId)), 403, 'forbidden');
    expectError(await send(app, 'POST', '/v2/rfps', stranger, rfpPayload(workflowId)), 404, 'not_found');
    expectError(await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(missingId)), 404, 'not_found');
    const custom = await newWorkflow(app, buyer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [seller.user.id],
    });
    expectError(await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(custom)), 409, 'conflict');
  });

  it('refuses bad budgets and dates with the error body, writing nothing', async () => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const before = await countProcurementRows(database.db);
    const timeline = (startDate: string, endDate: string) => ({ startDate, endDate, milestones: [] });
    const cases = [
      { budget: { min: '3.00', max: '2.00', currency: 'USD' } },
      { budget: { min: '-3.00', max: '2.00', currency: 'USD' } },
      { budget: { min: '1.000', max: '2.00', currency: 'USD' } },
      { budget: { min: '1.00', max: '2.00', currency: 'XXX' } },
      { timeline: timeline('2027-06-30', '2027-04-01') },
      { timeline: timeline('2026-02-30', '2027-04-01') },
      { timeline: timeline('99999-01-01', '2027-04-01') },
      { timeline: timeline('0000-01-01', '2027-04-01') },
      { title: 'a\u0000b' },
      { industry: '\udc00' },
    ];
    for (const overrides of cases) {
      const response = await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, overrides));
      expectError(response, 400, 'validation_failed');
    }
    const refused = await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, cases[0]));
    expect(refused.json().fields).toEqual([
      { field: 'budget/min', message: 'must not be more than the maximum budget' },
    ]);
    expect(await countProcurementRows(database.db)).toEqual(before);
  });
});

describe('listRfps and getRfp', () => {
  it('shows the marketplace to every signed-in user and to anonymous callers, with filters', async () => {
    const { app } = testApp;
    const { rfpId } = await newMarketplaceRfp(app, buyer, {
      industry: 'Healthcare logistics',
      budget: { min: '5000.00', max: '9000.00', currency: 'USD' },
    });
    const draftWorkflow = await newWorkflow(app, buyer);
    const draft = expectStatus<Rfp>(
      await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(draftWorkflow, { status: 'DRAFT' })),
      201,
    );
    const ids = async (url: string, session?: Session) =>
      expectStatus<{ rfps: Rfp[] }>(await send(app, 'GET', url, session), 200).rfps.map((rfp) => rfp.id);

    for (const session of [seller, stranger, undefined]) {
      const seen = await ids('/v2/rfps', session);
      expect(seen).toContain(rfpId);
      expect(seen).not.toContain(draft.id);
    }
    expect(await ids('/v2/rfps', buyer)).toContain(draft.id);
    expect(await ids('/v2/rfps?scope=own', colleague)).toEqual(expect.arrayContaining([rfpId, draft.id]));
    expect(await ids('/v2/rfps?scope=own', seller)).toEqual([]);
    expect(await ids('/v2/rfps?industry=HEALTHCARE', stranger)).toEqual([rfpId]);
    expect(await ids('/v2/rfps?industry=%25', stranger)).toEqual([]);
    expect(await ids('/v2/rfps?minBudget=9000.00', stranger)).toContain(rfpId);
    expect(await ids('/v2/rfps?minBudget=9000.01', stranger)).not.toContain(rfpId);
    expect(await ids('/v2/rfps?maxBudget=4999.99', stranger)).not.toContain(rfpId);
    expect(await ids('/v2/rfps?status=DRAFT', stranger)).toEqual([]);
    expectError(
      await send(app, 'GET', '/v2/rfps?minBudget=2.00&maxBudget=1.00', stranger),
      400,
      'validation_failed',
    );
    expectError(await send(app, 'GET', '/v2/rfps?minBudget=-1.00', stranger), 400, 'validation_failed');
    // A budget typed as a person types it is read as the amount it stands for.
    for (const typed of ['9000', '9,000', '9000.0', '%209,000.00%20', '8999.5']) {
      expect(await ids(`/v2/rfps?minBudget=${typed}`, stranger), typed).toContain(rfpId);
    }
    expect(await ids('/v2/rfps?minBudget=9,000.01', stranger)).not.toContain(rfpId);
    expect(await ids('/v2/rfps?maxBudget=4,999.9', stranger)).not.toContain(rfpId);
    expectError(
      await send(app, 'GET', '/v2/rfps?minBudget=20,000&maxBudget=1,000', stranger),
      400,
      'validation_failed',
    );
    for (const [typed, field] of [
      ['minBudget=1e5', 'minBudget'],
      ['maxBudget=-1', 'maxBudget'],
      ['minBudget=30.000,5', 'minBudget'],
      ['maxBudget=Infinity', 'maxBudget'],
      ['maxBudget=12345678901234', 'maxBudget'],
    ]) {
      const response = await send(app, 'GET', `/v2/rfps?${typed}`, stranger);
      // The parameter in words (`minBudget` → "Min budget"); the field pointer stays in `fields`.
      const name = field === 'minBudget' ? 'Min budget' : 'Max budget';
      expectError(response, 400, 'validation_failed', `${name} ${MONEY_QUERY_PROBLEM}`);
      expect(response.json().fields, typed).toEqual([{ field, message: MONEY_QUERY_PROBLEM }]);
    }
    expectError(await send(app, 'GET', '/v2/rfps?scope=own'), 401, 'unauthenticated');
    expectError(await send(app, 'GET', '/v2/rfps', { access_token: 'not-a-token' }), 401, 'unauthenticated');

    expectStatus(await send(app, 'GET', `/v2/rfps/${rfpId}`, stranger), 200);
    expectStatus(await send(app, 'GET', `/v2/rfps/${draft.id}`, colleague), 200);
    expectError(await send(app, 'GET', `/v2/rfps/${draft.id}`, stranger), 404, 'not_found');
  });

  it('answers partner sites from any origin without credentials', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/rfps?limit=5',
      headers: { origin: 'https://dealer.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/v2/rfps',
      headers: { origin: 'https://dealer.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/v2/workflows',
      headers: { origin: 'https://dealer.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('updateRfp', () => {
  it('edits a DRAFT, submits it, refuses edits while open, withdraws, edits and resubmits', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const draft = expectStatus<Rfp>(
      await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { status: 'DRAFT' })),
      201,
    );
    const url = `/v2/rfps/${draft.id}`;
    expect(expectStatus(await send(app, 'PUT', url, buyer, { title: 'Renamed' }), 200)).toMatchObject({
      title: 'Renamed',
      status: 'DRAFT',
    });
    expectError(await send(app, 'PUT', url, buyer, { status: 'REJECTED' }), 409, 'conflict');
    expect(expectStatus(await send(app, 'PUT', url, buyer, { status: 'SUBMITTED' }), 200)).toMatchObject({
      status: 'SUBMITTED',
    });
    expect(
      expectStatus<Workflow>(await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer), 200).status,
    ).toBe('MATCHING_SELLERS');
    expectError(await send(app, 'PUT', url, buyer, { title: 'Again' }), 409, 'conflict');
    expectError(await send(app, 'PUT', url, buyer, { status: 'SUBMITTED' }), 409, 'conflict');
    expect(expectStatus(await send(app, 'PUT', url, buyer, { status: 'REJECTED' }), 200)).toMatchObject({
      status: 'REJECTED',
    });
    expect(
      expectStatus(await send(app, 'PUT', url, buyer, { description: 'Clearer scope' }), 200),
    ).toMatchObject({ status: 'REJECTED', description: 'Clearer scope' });
    expect(expectStatus(await send(app, 'PUT', url, buyer, { status: 'SUBMITTED' }), 200)).toMatchObject({
      status: 'SUBMITTED',
    });
  });

  it('withdraws an RFP under review and refuses to submit an approved one', async () => {
    const { app, database } = testApp;
    const { workflowId, rfpId } = await newMarketplaceRfp(app, buyer);
    await propose(app, seller, workflowId);
    expect(expectStatus<Rfp>(await send(app, 'GET', `/v2/rfps/${rfpId}`, buyer), 200).status).toBe(
      'UNDER_REVIEW',
    );
    expect(
      expectStatus(await send(app, 'PUT', `/v2/rfps/${rfpId}`, buyer, { status: 'REJECTED' }), 200),
    ).toMatchObject({ status: 'REJECTED' });
    await database.db.query(`UPDATE rfps SET status = 'APPROVED' WHERE id = $1`, [rfpId]);
    expectError(await send(app, 'PUT', `/v2/rfps/${rfpId}`, buyer, { status: 'SUBMITTED' }), 409, 'conflict');
    expectError(await send(app, 'PUT', `/v2/rfps/${rfpId}`, buyer, { status: 'REJECTED' }), 409, 'conflict');
  });

  it('lets only the buyer change it: 403 for a colleague and a marketplace reader, 404 for a stranger to a draft', async () => {
    const { app } = testApp;
    const { rfpId } = await newMarketplaceRfp(app, buyer);
    expectError(
      await send(app, 'PUT', `/v2/rfps/${rfpId}`, colleague, { status: 'REJECTED' }),
      403,
      'forbidden',
    );
    expectError(
      await send(app, 'PUT', `/v2/rfps/${rfpId}`, seller, { status: 'REJECTED' }),
      403,
      'forbidden',
    );
    const workflowId = await newWorkflow(app, buyer);
    const draft = expectStatus<Rfp>(
      await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { status: 'DRAFT' })),
      201,
    );
    expectError(
      await send(app, 'PUT', `/v2/rfps/${draft.id}`, stranger, { title: 'Mine now' }),
      404,
      'not_found',
    );
    expectError(await send(app, 'PUT', `/v2/rfps/${missingId}`, buyer, { title: 'x' }), 404, 'not_found');
  });

  it('refuses an edit that breaks the budget or timeline, writing nothing', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const draft = expectStatus<Rfp>(
      await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { status: 'DRAFT' })),
      201,
    );
    expectError(
      await send(app, 'PUT', `/v2/rfps/${draft.id}`, buyer, {
        budget: { min: '9.00', max: '1.00', currency: 'USD' },
      }),
      400,
      'validation_failed',
    );
    expectError(await send(app, 'PUT', `/v2/rfps/${draft.id}`, buyer, {}), 400, 'validation_failed');
    const after = expectStatus<Rfp>(await send(app, 'GET', `/v2/rfps/${draft.id}`, buyer), 200);
    expect(after.budget).toMatchObject({ min: '100000.00', max: '200000.00' });
  });
});

describe('budgets in a currency without cents', () => {
  it('refuses a JPY budget with cents on create and update, writing nothing', async () => {
    const { app } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    const budget = { min: '100000.50', max: '200000.00', currency: 'JPY' };
    await expectWholeUnitsRefusal(
      testApp,
      () => send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { budget, status: 'DRAFT' })),
      ['budget/min', 'budget/currency'],
    );
    const whole = { ...budget, min: '100000.00' };
    const rfp = expectStatus<Rfp>(
      await send(app, 'POST', '/v2/rfps', buyer, rfpPayload(workflowId, { budget: whole, status: 'DRAFT' })),
      201,
    );
    expect(rfp.budget).toEqual(whole);
    await expectWholeUnitsRefusal(
      testApp,
      () => send(app, 'PUT', `/v2/rfps/${rfp.id}`, buyer, { budget: { ...whole, max: '200000.99' } }),
      ['budget/max', 'budget/currency'],
    );
  });
});
