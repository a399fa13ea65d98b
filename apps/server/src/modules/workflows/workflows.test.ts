import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  countProcurementRows,
  expectStatus,
  newMarketplaceRfp,
  newWorkflow,
  propose,
  send,
  workflowPayload,
} from '../../test/procurement.ts';
import { expectError, expectWholeUnitsRefusal, missingId } from '../../test/requests.ts';

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;
let customer: Session;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  colleague = await registerCustomer(app);
  seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
  customer = await registerCustomer(app);
  const businessId = buyer.memberships[0]?.business_id ?? '';
  await addMembership(database.db, businessId, colleague.user.id, ['VIEWER']);
});

describe('createWorkflow', () => {
  it('starts an RFP workflow at REQUEST_CREATED with details status PENDING_RFP_CREATION', async () => {
    const body = expectStatus(
      await send(testApp.app, 'POST', '/v2/workflows', buyer, workflowPayload()),
      201,
    );
    expect(body).toMatchObject({
      title: 'Warehouse picking robots',
      requestType: 'RFP',
      status: 'REQUEST_CREATED',
      stage: 'DRAFT',
      attachments: [],
      attachmentCount: 0,
      budgetRangeMin: '100000.00',
      budgetRangeMax: '250000.00',
      currency: 'USD',
      agreedPrice: null,
      sellerId: null,
      buyerId: buyer.user.id,
      requirements: {
        category: 'ROBOT',
        quantity: 12,
        details: { site: 'Leeds', status: 'PENDING_RFP_CREATION' },
      },
    });
  });

  it('gives other request types the details status CREATED', async () => {
    for (const requestType of ['DIRECT_ORDER', 'CUSTOM_ORDER']) {
      const body = expectStatus<{ requirements: { details: { status: string } } }>(
        await send(
          testApp.app,
          'POST',
          '/v2/workflows',
          customer,
          workflowPayload({ requestType, sellerIds: [seller.user.id] }),
        ),
        201,
      );
      expect(body.requirements.details.status).toBe('CREATED');
    }
  });

  it('refuses a minimum budget above the maximum, and bad input, writing nothing', async () => {
    const before = await countProcurementRows(testApp.database.db);
    const cases: Record<string, unknown>[] = [
      workflowPayload({ budgetRangeMin: '300000.00' }),
      workflowPayload({ budgetRangeMin: '-1.00' }),
      workflowPayload({ budgetRangeMin: '1.005' }),
      workflowPayload({ title: 'bad\u0000title' }),
      workflowPayload({ title: '\ud800' }),
      workflowPayload({ title: '   ' }),
      workflowPayload({ requirements: { category: 'ROBOT', quantity: 0 } }),
      workflowPayload({ requirements: { category: 'ROBOT', quantity: 99999999999 } }),
      workflowPayload({ requestType: 'BARTER' }),
      workflowPayload({ extra: true }),
    ];
    for (const payload of cases) {
      const response = await send(testApp.app, 'POST', '/v2/workflows', buyer, payload);
      expectError(response, 400, 'validation_failed');
    }
    const refused = await send(
      testApp.app,
      'POST',
      '/v2/workflows',
      buyer,
      workflowPayload({ budgetRangeMin: '300000.00' }),
    );
    expect(refused.json().fields).toEqual([
      { field: 'budgetRangeMin', message: 'must not be more than the maximum budget' },
    ]);
    expect(await countProcurementRows(testApp.database.db)).toEqual(before);
  });

  it('needs a token', async () => {
    expectError(
      await send(testApp.app, 'POST', '/v2/workflows', undefined, workflowPayload()),
      401,
      'unauthenticated',
    );
  });
});

describe('who sees a workflow', () => {
  it('shows it to the buyer, the buyer business members and invited sellers; 404 to anyone else', async () => {
    const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
    await propose(testApp.app, seller, workflowId);
    for (const session of [buyer, colleague, seller]) {
      expectStatus(await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, session), 200);
    }
    for (const session of [stranger, customer]) {
      expectError(
        await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, session),
        404,
        'not_found',
        'Workflow not found',
      );
    }
    expectError(await send(testApp.app, 'GET', `/v2/workflows/${missingId}`, buyer), 404, 'not_found');
    expectError(await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`), 401, 'unauthenticated');
  });

  it('lists the workflows of each party and no one else’s, newest first, with filters', async () => {
    const own = await newWorkflow(testApp.app, customer, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [seller.user.id],
    });
    const second = await newWorkflow(testApp.app, customer, { requestType: 'RFP' });
    const list = expectStatus<{ workflows: { id: string }[] }>(
      await send(testApp.app, 'GET', '/v2/workflows', customer),
      200,
    );
    expect(list.workflows.map((w) => w.id).slice(0, 2)).toEqual([second, own]);
    const custom = expectStatus<{ workflows: { id: string }[] }>(
      await send(testApp.app, 'GET', '/v2/workflows?requestType=CUSTOM_ORDER', customer),
      200,
    );
    expect(custom.workflows.map((w) => w.id)).toContain(own);
    expect(custom.workflows.map((w) => w.id)).not.toContain(second);
    const strangers = expectStatus<{ workflows: { id: string }[] }>(
      await send(testApp.app, 'GET', '/v2/workflows', stranger),
      200,
    );
    expect(strangers.workflows.map((w) => w.id)).not.toContain(own);
    const paged = expectStatus<{ workflows: unknown[]; next_cursor: string | null }>(
      await send(testApp.app, 'GET', '/v2/workflows?limit=1', customer),
      200,
    );
    expect(paged.workflows).toHaveLength(1);
    expect(paged.next_cursor).toEqual(expect.any(String));
  });

  it('shares a workflow with the buyer’s first business only, not with the buyer’s other businesses', async () => {
    const { app, database } = testApp;
    const other = await registerBusiness(app, { company_name: 'Second Hat Ltd' });
    const otherBusiness = other.memberships[0]?.business_id ?? '';
    // The buyer joins a second business after their own; its members must not see the buyer's workflows.
    await addMembership(database.db, otherBusiness, buyer.user.id, 'MEMBER', new Date(Date.now() + 60_000));
    const workflowId = await newWorkflow(app, buyer);
    expectError(await send(app, 'GET', `/v2/workflows/${workflowId}`, other), 404, 'not_found');
    expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, colleague), 200);
  });
});

describe('deleteWorkflow (cancel)', () => {
  it('lets only the buyer cancel; pending proposals are rejected; a second cancel succeeds', async () => {
    const { app } = testApp;
    const { workflowId, rfpId } = await newMarketplaceRfp(app, buyer);
    const proposalId = await propose(app, seller, workflowId);
    expectError(await send(app, 'DELETE', `/v2/workflows/${workflowId}`, colleague), 403, 'forbidden');
    expectError(await send(app, 'DELETE', `/v2/workflows/${workflowId}`, seller), 403, 'forbidden');
    expectError(await send(app, 'DELETE', `/v2/workflows/${workflowId}`, stranger), 404, 'not_found');
    expect((await send(app, 'DELETE', `/v2/workflows/${workflowId}`, buyer)).statusCode).toBe(204);
    const workflow = expectStatus(await send(app, 'GET', `/v2/workflows/${workflowId}`, buyer), 200);
    expect(workflow).toMatchObject({ status: 'ORDER_CANCELLED', stage: 'COMPLETED' });
    const proposals = expectStatus<{ proposals: { id: string; status: string }[] }>(
      await send(app, 'GET', `/v2/workflows/${workflowId}/proposals`, buyer),
      200,
    );
    expect(proposals.proposals).toEqual([expect.objectContaining({ id: proposalId, status: 'REJECTED' })]);
    const rfp = expectStatus(await send(app, 'GET', `/v2/rfps/${rfpId}`, buyer), 200);
    expect(rfp).toMatchObject({ status: 'REJECTED' });
    expect((await send(app, 'DELETE', `/v2/workflows/${workflowId}`, buyer)).statusCode).toBe(204);
  });

  it('refuses to cancel a completed order (409)', async () => {
    const { app, database } = testApp;
    const workflowId = await newWorkflow(app, buyer);
    await database.db.query(`UPDATE workflows SET status = 'ORDER_COMPLETED' WHERE id = $1`, [workflowId]);
    expectError(await send(app, 'DELETE', `/v2/workflows/${workflowId}`, buyer), 409, 'conflict');
  });
});

describe('budgets in a currency without cents', () => {
  it('refuses a JPY budget range with cents, writing nothing; whole yen are taken', async () => {
    const { app } = testApp;
    await expectWholeUnitsRefusal(
      testApp,
      () =>
        send(
          app,
          'POST',
          '/v2/workflows',
          buyer,
          workflowPayload({ currency: 'JPY', budgetRangeMax: '250000.01' }),
        ),
      ['budgetRangeMax', 'currency'],
    );
    const workflow = expectStatus<{ currency: string; budgetRangeMax: string }>(
      await send(app, 'POST', '/v2/workflows', buyer, workflowPayload({ currency: 'JPY' })),
      201,
    );
    expect(workflow).toMatchObject({ currency: 'JPY', budgetRangeMax: '250000.00' });
  });
});
