import { beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { paidWorkflow } from '../../test/payments.ts';
import { expectStatus, send } from '../../test/procurement.ts';
import { expectError, missingId } from '../../test/requests.ts';

// A parent sees its subsidiaries' figures once their links are approved (ADR 0093), and a subsidiary finds
// its parent by name when it registers.

const testApp = useTestApp();

const suffix = Date.now().toString(36);
const parentName = `Meridian Holdings ${suffix}`;
let parent: Session;
let parentId: string;
let parentViewer: Session;
let north: Session;
let south: Session;
let pending: Session;
let seller: Session;
let stranger: Session;

/** A subsidiary registered naming the parent; linked once the parent's ADMIN approves when `approve`. */
async function subsidiary(name: string, approve: boolean): Promise<Session> {
  const { app } = testApp;
  const session = await registerBusiness(app, {
    company_name: name,
    business_type: 'subsidiary',
    parent_business_id: parentId,
  });
  if (approve) {
    const { link_requests } = expectStatus(
      await send(app, 'GET', `/v2/business/${parentId}/link-requests`, parent),
      200,
    ) as { link_requests: Array<{ id: string; business_name: string }> };
    const request = link_requests.find((item) => item.business_name === name);
    expectStatus(
      await send(app, 'POST', `/v2/business/${parentId}/link-requests/${request?.id}/approve`, parent),
      200,
    );
  }
  return session;
}

beforeAll(async () => {
  const { app, database } = testApp;
  parent = await registerBusiness(app, { company_name: parentName });
  parentId = parent.memberships[0]?.business_id ?? '';
  parentViewer = await registerCustomer(app);
  await addMembership(database.db, parentId, parentViewer.user.id, ['VIEWER']);
  north = await subsidiary(`North Works ${suffix}`, true);
  south = await subsidiary(`South Works ${suffix}`, true);
  pending = await subsidiary(`Pending Works ${suffix}`, false);
  seller = await registerBusiness(app, { company_name: `Seller Robotics ${suffix}` });
  stranger = await registerBusiness(app, { company_name: `Stranger Robotics ${suffix}` });
});

describe('listSubsidiaries', () => {
  it('rolls up each approved subsidiary as getBusinessMetrics counts it, and the exact total', async () => {
    const { app } = testApp;
    await paidWorkflow(app, north, seller, '120000.10');
    await paidWorkflow(app, north, seller, '150000.00');
    await paidWorkflow(app, south, seller, '199999.99');
    // The pending subsidiary's spend is not the parent's to see.
    await paidWorkflow(app, pending, seller, '100000.00');

    const rollUp = expectStatus(
      await send(app, 'GET', `/v2/business/${parentId}/subsidiaries`, parent),
      200,
    ) as {
      subsidiaries: Array<{ business_id: string; name: string; totalSpend: string; savings: string }>;
      total: Record<string, unknown>;
    };
    expect(rollUp.subsidiaries.map((row) => row.name)).toEqual([
      `North Works ${suffix}`,
      `South Works ${suffix}`,
    ]);
    for (const [member, row] of [
      [north, rollUp.subsidiaries[0]],
      [south, rollUp.subsidiaries[1]],
    ] as const) {
      const own = expectStatus(
        await send(app, 'GET', `/v2/business/metrics?business_id=${row?.business_id}`, member),
        200,
      ) as Record<string, unknown>;
      expect(row).toEqual({
        business_id: member.memberships[0]?.business_id,
        name: row?.name,
        totalSpend: own.totalSpend,
        activeWorkflows: own.activeWorkflows,
        savings: own.savings,
        workflows: expect.any(Array),
        budget: null,
      });
    }
    // 120000.10 + 150000.00 + 199999.99, and the savings against each workflow's budget maximum.
    expect(rollUp.total).toEqual({
      totalSpend: '470000.09',
      activeWorkflows: 3,
      savings: '279999.91',
      currency: 'USD',
    });
    expect(rollUp.subsidiaries[0]?.totalSpend).toBe('270000.10');
    // Each subsidiary's open workflows, for the parent to open; none of the pending subsidiary's.
    const northRow = rollUp.subsidiaries[0] as unknown as { workflows: Array<{ status: string }> };
    expect(northRow.workflows).toHaveLength(2);
    expect(northRow.workflows.every((workflow) => workflow.status === 'PAYMENT_COMPLETED')).toBe(true);
  });

  it('counts in the currency asked for', async () => {
    const answer = expectStatus(
      await send(testApp.app, 'GET', `/v2/business/${parentId}/subsidiaries?currency=EUR`, parentViewer),
      200,
    ) as { total: unknown; subsidiaries: unknown[] };
    expect(answer.total).toEqual({
      totalSpend: '0.00',
      activeWorkflows: 0,
      savings: '0.00',
      currency: 'EUR',
    });
    expect(answer.subsidiaries).toHaveLength(2);
  });

  it('answers the parent’s members only: a VIEWER reads it, a subsidiary and a stranger get 404', async () => {
    const { app } = testApp;
    expectStatus(await send(app, 'GET', `/v2/business/${parentId}/subsidiaries`, parentViewer), 200);
    for (const outsider of [north, pending, stranger]) {
      expectError(
        await send(app, 'GET', `/v2/business/${parentId}/subsidiaries`, outsider),
        404,
        'not_found',
      );
    }
    expectError(await send(app, 'GET', `/v2/business/${missingId}/subsidiaries`, parent), 404, 'not_found');
    expectError(await send(app, 'GET', `/v2/business/${parentId}/subsidiaries`), 401, 'unauthenticated');
    // A subsidiary has no subsidiaries of its own: an empty roll-up, not an error.
    const own = expectStatus(
      await send(app, 'GET', `/v2/business/${north.memberships[0]?.business_id}/subsidiaries`, north),
      200,
    );
    expect(own).toEqual({
      subsidiaries: [],
      total: { totalSpend: '0.00', activeWorkflows: 0, savings: '0.00', currency: 'USD' },
      currency: 'USD',
    });
  });

  it('refuses bad input with a 400 in the error shape', async () => {
    const { app } = testApp;
    for (const url of [
      '/v2/business/not-a-uuid/subsidiaries',
      `/v2/business/${'9'.repeat(400)}/subsidiaries`,
      '/v2/business/%00/subsidiaries',
      `/v2/business/${parentId}/subsidiaries?currency=usd`,
      `/v2/business/${parentId}/subsidiaries?currency=%E2%80%AEUSD`,
    ]) {
      expectError(await send(app, 'GET', url, parent), 400, 'validation_failed');
    }
  });
});

describe('searchBusinesses', () => {
  const search = (q: string, remoteAddress = freshAddress()) =>
    testApp.app.inject({
      method: 'GET',
      url: `/v2/business/search?q=${encodeURIComponent(q)}`,
      remoteAddress,
    });

  it('finds businesses by part of their name for a guest, names and ids only, names starting with it first', async () => {
    const response = await search(`works ${suffix}`);
    expect(response.statusCode, response.body).toBe(200);
    const { businesses } = response.json() as { businesses: Array<Record<string, unknown>> };
    expect(businesses.map((business) => business.name)).toEqual([
      `North Works ${suffix}`,
      `Pending Works ${suffix}`,
      `South Works ${suffix}`,
    ]);
    for (const business of businesses) expect(Object.keys(business).sort()).toEqual(['id', 'name']);
    expect(response.body).not.toContain('@');

    const prefix = (await search(`Meridian Holdings ${suffix}`)).json() as { businesses: unknown[] };
    expect(prefix.businesses).toEqual([{ id: parentId, name: parentName }]);
  });

  it('puts names that start with the text first, and reads % and _ literally', async () => {
    const { app } = testApp;
    await registerBusiness(app, { company_name: `Zeta ${suffix} Tools` });
    await registerBusiness(app, { company_name: `${suffix} Tools First` });
    const { businesses } = (await search(`${suffix} Tools`)).json() as {
      businesses: Array<{ name: string }>;
    };
    expect(businesses.map((business) => business.name)).toEqual([
      `${suffix} Tools First`,
      `Zeta ${suffix} Tools`,
    ]);
    expect(((await search('%_')).json() as { businesses: unknown[] }).businesses).toEqual([]);
  });

  it('refuses fewer than 2 characters, control and direction characters, and too many results', async () => {
    for (const url of [
      '/v2/business/search?q=a',
      '/v2/business/search?q=%20a%20',
      '/v2/business/search',
      '/v2/business/search?q=ab%00',
      '/v2/business/search?q=%E2%80%AEab',
      `/v2/business/search?q=${'a'.repeat(101)}`,
      '/v2/business/search?q=ab&limit=21',
      `/v2/business/search?q=ab&limit=${'9'.repeat(30)}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: freshAddress() });
      expectError(response, 400, 'validation_failed');
    }
  });

  it('is limited per client address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 60; i++) expect((await search('Works', address)).statusCode).toBe(200);
    const refused = await search('Works', address);
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search('Works')).statusCode).toBe(200);
  });
});
