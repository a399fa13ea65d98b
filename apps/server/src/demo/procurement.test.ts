import { describe, expect, it } from 'vitest';
import { bearer, login } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { demoPassword, seedDemoData } from './index.ts';

const testApp = useTestApp({ demoData: true });

async function signIn(email: string) {
  const response = await login(testApp.app, email, demoPassword);
  return response.json().access_token as string;
}

describe('the demo marketplace', () => {
  it('shows the demo buyer’s RFPs at different stages, one answered by the demo seller', async () => {
    const buyer = await signIn('buyer@robomarket.dev');
    const seller = await signIn('seller@robomarket.dev');
    const workflows = (
      await testApp.app.inject({ method: 'GET', url: '/v2/workflows', headers: bearer(buyer) })
    ).json().workflows;
    expect(workflows.map((w: { status: string }) => w.status)).toEqual([
      'REQUEST_CREATED',
      'MATCHING_SELLERS',
      'NEGOTIATION_IN_PROGRESS',
      // The demo orders (`payments.ts`): one in escrow, one completed; and the fleet's order (`fleet.ts`).
      'ORDER_IN_PROGRESS',
      'ORDER_IN_PROGRESS',
      'ORDER_COMPLETED',
    ]);
    const marketplace = (await testApp.app.inject({ method: 'GET', url: '/v2/rfps' })).json().rfps;
    expect(marketplace.map((r: { status: string; useCase: string }) => [r.useCase, r.status])).toEqual([
      ['Medical Supply Delivery', 'SUBMITTED'],
      ['Warehouse Automation', 'UNDER_REVIEW'],
    ]);
    const answered = workflows[2].id;
    const proposals = (
      await testApp.app.inject({
        method: 'GET',
        url: `/v2/workflows/${answered}/proposals`,
        headers: bearer(seller),
      })
    ).json().proposals;
    expect(proposals).toEqual([
      expect.objectContaining({ sellerName: 'Demo Robotics Dealer', status: 'PENDING', price: '318500.00' }),
    ]);
    const metrics = (
      await testApp.app.inject({ method: 'GET', url: '/v2/business/metrics', headers: bearer(buyer) })
    ).json();
    // 72450.00 + 27800.00 + 118500.00 paid; saved (90000.00 − 72450.00) + (35000.00 − 27800.00)
    // + (140000.00 − 118500.00).
    expect(metrics).toMatchObject({ activeWorkflows: 5, totalSpend: '218750.00', savings: '46250.00' });
    const payments = (
      await testApp.app.inject({ method: 'GET', url: '/v2/payments', headers: bearer(buyer) })
    ).json().payments;
    expect(
      payments.map((p: { amount: string; status: string; escrowStatus: string }) => [
        p.amount,
        p.status,
        p.escrowStatus,
      ]),
    ).toEqual([
      ['118500.00', 'COMPLETED', 'PENDING'],
      ['27800.00', 'COMPLETED', 'PENDING'],
      ['72450.00', 'COMPLETED', 'RELEASED'],
    ]);
    // The demo seller sees the orders it was paid for.
    const sellerPayments = (
      await testApp.app.inject({ method: 'GET', url: '/v2/payments', headers: bearer(seller) })
    ).json().payments;
    expect(sellerPayments).toHaveLength(3);
  });

  it('seeds nothing more on a restart', async () => {
    const count = async () =>
      (
        await testApp.database.db.query<{ n: string }>(
          "SELECT (SELECT count(*) FROM workflows) || '/' || (SELECT count(*) FROM payments) || '/' || (SELECT count(*) FROM ledger_postings) AS n",
        )
      )[0]?.n;
    const before = await count();
    expect(await seedDemoData(testApp.database.db, new Date())).toEqual([]);
    expect(await count()).toBe(before);
  });
});
