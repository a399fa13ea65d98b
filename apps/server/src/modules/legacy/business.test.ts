import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { paidWorkflow } from '../../test/payments.ts';
import { expectError } from '../../test/requests.ts';

// The legacy dotted business paths (issue 29): `GET /business.GetMetrics` and `GET /business.ListPayments`,
// translated onto the v2 metrics and payments, which decide what each caller sees.
const testApp = useTestApp();
const { call } = testApp;
let buyer: Session;
let otherBuyer: Session;
let seller: Session;
let rival: Session;
let paymentId: string;
let workflowId: string;
beforeAll(async () => {
  buyer = await registerCustomer(testApp.app);
  otherBuyer = await registerCustomer(testApp.app);
  seller = await registerBusiness(testApp.app, { company_name: 'Metric Robotics' });
  rival = await registerBusiness(testApp.app, { company_name: 'Rival Automation' });
  ({ paymentId, workflowId } = await paidWorkflow(testApp.app, buyer, seller, '150000.00'));
});

function expectDeprecated(response: LightMyRequestResponse, successor: string) {
  expect(response.headers.deprecation).toBe('@1796083200');
  expect(response.headers.sunset).toBe('Wed, 01 Dec 2027 00:00:00 GMT');
  expect(response.headers.link).toContain(`<${successor}>; rel="successor-version"`);
}

describe('GET /business.GetMetrics', () => {
  it('answers totalSpend, activeWorkflows and savings as v2 counts them, money as decimal strings', async () => {
    const response = await call('GET', '/business.GetMetrics', buyer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual((await call('GET', '/v2/business/metrics', buyer)).json());
    expect(body).toMatchObject({
      totalSpend: expect.stringMatching(/^\d+\.\d{2}$/),
      activeWorkflows: 1,
      savings: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expectDeprecated(response, '/v2/business/metrics');
  });

  it("counts only the caller's own workflows", async () => {
    const other = (await call('GET', '/business.GetMetrics', otherBuyer)).json();
    expect(other).toMatchObject({ totalSpend: '0.00', activeWorkflows: 0, savings: '0.00' });
  });

  it('needs a sign-in, and takes no parameters', async () => {
    const anonymous = await call('GET', '/business.GetMetrics');
    expectError(anonymous, 401, 'unauthenticated');
    expectDeprecated(anonymous, '/v2/business/metrics');
    expectError(await call('GET', '/business.GetMetrics?business_id=%00', buyer), 400, 'validation_failed');
  });
});

describe('GET /business.ListPayments', () => {
  it('answers the payments array in the old fields to the buyer and the chosen seller', async () => {
    for (const party of [buyer, seller]) {
      const response = await call('GET', '/business.ListPayments', party);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual((await call('GET', '/v2/payments', party)).json());
      expect(body.payments).toEqual([
        expect.objectContaining({
          id: paymentId,
          amount: '150000.00',
          status: expect.any(String),
          escrowStatus: expect.any(String),
          paymentType: 'ESCROW',
          createdAt: expect.any(String),
          workflowId,
        }),
      ]);
      expectDeprecated(response, '/v2/payments');
    }
  });

  it('shows another buyer and a rival seller none', async () => {
    for (const stranger of [otherBuyer, rival]) {
      const response = await call('GET', '/business.ListPayments', stranger);
      expect(response.json()).toEqual({ payments: [], next_cursor: null });
    }
  });

  it('pages with limit and cursor; refuses bad ones with 400', async () => {
    const page = await call('GET', '/business.ListPayments?limit=1', buyer);
    expect(page.json().payments).toHaveLength(1);
    for (const query of ['limit=0', 'limit=1e400', 'limit=101', 'cursor=%00', 'cursor=%ED%A0%80']) {
      const response = await call('GET', `/business.ListPayments?${query}`, buyer);
      expectError(response, 400, 'validation_failed');
      expectDeprecated(response, '/v2/payments');
    }
    expectError(await call('GET', '/business.ListPayments'), 401, 'unauthenticated');
  });
});
