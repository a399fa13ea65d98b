import { describe, expect, it } from 'vitest';
import { demoPassword, seedDemoData } from './demo-data.ts';
import { bearer, login } from './test/accounts.ts';
import { useTestApp } from './test/app.ts';

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
    expect(metrics).toMatchObject({ activeWorkflows: 3, totalSpend: '0.00' });
  });

  it('seeds nothing more on a restart', async () => {
    const count = async () =>
      (await testApp.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workflows'))[0]?.n;
    const before = await count();
    expect(await seedDemoData(testApp.database.db, new Date())).toEqual([]);
    expect(await count()).toBe(before);
  });
});
