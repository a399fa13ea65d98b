import { beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../../paths.ts';
import { loadContract } from '../../plugins/openapi/contract.ts';
import { registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { contractBreach, declaredResponses } from '../../test/fuzz/contract-checks.ts';
import { SchemaReader } from '../../test/fuzz/schema-arbitrary.ts';
import { confirm, freshKey, openSession, paidWorkflow } from '../../test/payments.ts';
import {
  expectStatus,
  insertPayment,
  newMarketplaceRfp,
  newWorkflow,
  paymentParties,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { ratio } from './metrics.ts';

const contract = loadContract(contractPath);

const testApp = useTestApp();
let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;

beforeAll(async () => {
  ({ buyer, colleague, seller, stranger } = await paymentParties(testApp.app, testApp.database.db));
});

describe('getBusinessMetrics', () => {
  it('counts the buyer’s workflows exactly: completed payments, active workflows and savings', async () => {
    const { app } = testApp;
    const buyerOnly = await registerCustomer(app);
    const empty = expectStatus(await send(app, 'GET', '/v2/business/metrics', buyerOnly), 200);
    expect(empty).toEqual({ totalSpend: '0.00', activeWorkflows: 0, savings: '0.00', currency: 'USD' });

    // Agreed at 120000.10 against a maximum of 250000.00 → 129999.90 saved.
    const { workflowId } = await newMarketplaceRfp(app, buyerOnly);
    const proposalId = await propose(app, seller, workflowId, { price: '120000.10' });
    expectStatus(
      await send(
        app,
        'POST',
        `/v2/workflows/${workflowId}/proposals/${proposalId}/accept`,
        buyerOnly,
        undefined,
        {
          'idempotency-key': crypto.randomUUID(),
        },
      ),
      200,
    );
    // Agreed but unpaid: no spend, no savings yet.
    expect(expectStatus(await send(app, 'GET', '/v2/business/metrics', buyerOnly), 200)).toMatchObject({
      totalSpend: '0.00',
      savings: '0.00',
    });
    // Paid in the sandbox (a declined card first, which counts for nothing).
    const paymentId = await openSession(app, buyerOnly, workflowId);
    expect((await confirm(app, buyerOnly, paymentId, '4000 0000 0000 0002')).statusCode).toBe(402);
    expectStatus(await confirm(app, buyerOnly, paymentId), 200);
    // A second order paid and then refunded counts for nothing either.
    const refunded = await paidWorkflow(app, buyerOnly, seller, '110000.00');
    expectStatus(
      await send(
        app,
        'POST',
        `/v2/workflows/${refunded.workflowId}/payments/refund`,
        buyerOnly,
        {},
        freshKey(),
      ),
      200,
    );
    await newWorkflow(app, buyerOnly, { requestType: 'CUSTOM_ORDER', sellerIds: [seller.user.id] });
    const cancelled = await newWorkflow(app, buyerOnly, {
      requestType: 'CUSTOM_ORDER',
      sellerIds: [seller.user.id],
    });
    expect((await send(app, 'DELETE', `/v2/workflows/${cancelled}`, buyerOnly)).statusCode).toBe(204);
    await newWorkflow(app, buyerOnly, {
      requestType: 'CUSTOM_ORDER',
      currency: 'EUR',
      sellerIds: [seller.user.id],
    });

    expect(expectStatus(await send(app, 'GET', '/v2/business/metrics', buyerOnly), 200)).toEqual({
      totalSpend: '120000.10',
      activeWorkflows: 2,
      savings: '129999.90',
      currency: 'USD',
    });
    expect(
      expectStatus(await send(app, 'GET', '/v2/business/metrics?currency=EUR', buyerOnly), 200),
    ).toMatchObject({
      activeWorkflows: 1,
      currency: 'EUR',
    });
    // The seller bought nothing.
    expect(expectStatus(await send(app, 'GET', '/v2/business/metrics', seller), 200)).toMatchObject({
      activeWorkflows: 0,
    });
  });

  it('counts a business’s workflows for its members only', async () => {
    const { app } = testApp;
    const businessId = buyer.memberships[0]?.business_id ?? '';
    await newWorkflow(app, buyer, { requestType: 'CUSTOM_ORDER', sellerIds: [seller.user.id] });
    const forMember = expectStatus<{ activeWorkflows: number }>(
      await send(app, 'GET', `/v2/business/metrics?business_id=${businessId}`, colleague),
      200,
    );
    expect(forMember.activeWorkflows).toBeGreaterThan(0);
    expectError(
      await send(app, 'GET', `/v2/business/metrics?business_id=${businessId}`, stranger),
      404,
      'not_found',
    );
    expectError(await send(app, 'GET', '/v2/business/metrics?currency=XXX', buyer), 400, 'validation_failed');
  });
});

describe('getBusinessMetrics totals', () => {
  it('keep sums above Money in the contract: two payments of 9999999999999.99 are 19999999999999.98', async () => {
    const { app, database } = testApp;
    const big = await registerCustomer(app);
    for (const title of ['First fleet', 'Second fleet']) {
      const workflowId = await newWorkflow(app, big, { title });
      await insertPayment(database.db, workflowId, '999999999999999', 'COMPLETED', '2026-03-02T09:00:00Z');
    }
    const response = await send(app, 'GET', '/v2/business/metrics', big);
    const metrics = expectStatus<{ totalSpend: string }>(response, 200);
    expect(metrics.totalSpend).toBe('19999999999999.98');
    const operation = contract.operations.find((candidate) => candidate.operationId === 'getBusinessMetrics');
    if (operation === undefined) throw new Error('getBusinessMetrics is missing from the contract');
    const reader = new SchemaReader(contract.sharedSchema);
    expect(contractBreach(reader, declaredResponses(contract, operation), response)).toBeUndefined();
  });
});

describe('the seller win rate as a decimal string', () => {
  it('divides in integers and rounds half up to four places', () => {
    expect(ratio(2, 3)).toBe('0.6667');
    expect(ratio(1, 3)).toBe('0.3333');
    expect(ratio(1, 8)).toBe('0.1250');
    expect(ratio(1, 20_000)).toBe('0.0001');
    expect(ratio(0, 5)).toBe('0.0000');
    expect(ratio(7, 7)).toBe('1.0000');
  });
});
