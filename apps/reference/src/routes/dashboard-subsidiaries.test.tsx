import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { BUSINESS_ID, linkRequestsHandler } from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { listWorkflowsHandler, paymentsHandler, sellerMetricsHandler } from '../test/workflow-fixtures';

type Schemas = components['schemas'];

// The dashboard's chunk loads on first use: slow on a busy two-core machine.
const SLOW = { timeout: 10_000 };

const OTHER_ID = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f60';
const NORTH_ID = '2b3c4d5e-6f70-4819-a2b3-c4d5e6f70819';
const WORKFLOW_ID = '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e09';

const membership = (businessId: string, name: string, admin = true): Schemas['Membership'] => ({
  id: `${businessId.slice(0, -4)}aaaa`,
  business_id: businessId,
  role: admin ? 'ADMIN' : 'MEMBER',
  roles: admin ? ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'] : ['PURCHASER'],
  name,
  logo_url: null,
});

const PARENT = aCurrentUser({
  role: 'parent_dealership',
  user_type: 'BUSINESS',
  memberships: [membership(BUSINESS_ID, 'Meridian Holdings')],
});

const figures = { totalSpend: '1500.00', activeWorkflows: 1, savings: '0.00' };

/** GET /v2/business/{id}/subsidiaries: North with one paid workflow for the parent, nothing for others. */
function subsidiariesHandler(asked: string[] = []) {
  return http.get('*/v2/business/:id/subsidiaries', ({ params }) => {
    asked.push(String(params.id));
    const subsidiaries: Schemas['SubsidiaryFigures'][] =
      params.id === BUSINESS_ID
        ? [
            {
              business_id: NORTH_ID,
              name: 'Meridian North',
              ...figures,
              workflows: [{ id: WORKFLOW_ID, title: 'Pallet movers', status: 'PAYMENT_COMPLETED' }],
              budget: null,
            },
          ]
        : [];
    const total =
      params.id === BUSINESS_ID ? figures : { totalSpend: '0.00', activeWorkflows: 0, savings: '0.00' };
    return HttpResponse.json({ subsidiaries, total: { ...total, currency: 'USD' }, currency: 'USD' });
  });
}

const linkRequest: Schemas['BusinessLinkRequest'] = {
  id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  business_id: NORTH_ID,
  business_name: 'Meridian South',
  parent_business_id: BUSINESS_ID,
  requested_by_email: 'grace@south.example',
  status: 'PENDING',
  created_at: '2026-03-01T09:00:00Z',
  decided_at: null,
};

describe('dashboard: a parent and its subsidiaries', () => {
  beforeEach(() => {
    server.use(
      http.get('*/v2/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      sellerMetricsHandler(),
      paymentsHandler(),
      listWorkflowsHandler([]),
    );
  });

  it('rolls up the subsidiaries with links to their workflows, and lets the ADMIN approve a link request', async () => {
    const approved: string[] = [];
    server.use(
      meHandler(PARENT),
      subsidiariesHandler(),
      linkRequestsHandler([linkRequest]),
      http.post('*/v2/business/:id/link-requests/:requestId/approve', ({ params }) => {
        approved.push(`${params.id}/${params.requestId}`);
        return HttpResponse.json({ ...linkRequest, status: 'APPROVED', decided_at: '2026-03-02T09:00:00Z' });
      }),
    );
    renderApp('/business/dashboard', { cookies: signedInCookies() });

    const table = await screen.findByRole('table', { name: 'Subsidiaries of Meridian Holdings' }, SLOW);
    const north = await within(table).findByRole('row', { name: /Meridian North/ });
    expect(within(north).getAllByText('$1,500.00')).toHaveLength(1);
    expect(
      within(north)
        .getByRole('link', { name: 'Pallet movers (Meridian North workflow)' })
        .getAttribute('href'),
    ).toBe(`/workflow/${WORKFLOW_ID}`);

    const request = await screen.findByRole('article', { name: 'Meridian South' });
    await userEvent.click(within(request).getByRole('button', { name: 'Approve Meridian South' }));
    await waitFor(() => expect(approved).toEqual([`${BUSINESS_ID}/${linkRequest.id}`]));
  });

  it("lets the parent's ADMIN set a subsidiary's budget, and shows it once saved", {
    timeout: 30_000,
  }, async () => {
    const saved: unknown[] = [];
    let budget: Schemas['SpendingLimit'] | null = null;
    server.use(
      meHandler(PARENT),
      linkRequestsHandler([]),
      http.get('*/v2/business/:id/subsidiaries', () =>
        HttpResponse.json({
          subsidiaries: [
            { business_id: NORTH_ID, name: 'Meridian North', ...figures, workflows: [], budget },
          ],
          total: { ...figures, currency: 'USD' },
          currency: 'USD',
        }),
      ),
      http.put('*/v2/business/:id/subsidiaries/:subsidiaryId/budget', async ({ params, request }) => {
        const body = (await request.json()) as { budget: Schemas['SpendingLimit'] | null };
        saved.push({ id: params.id, subsidiaryId: params.subsidiaryId, ...body });
        budget = body.budget;
        return HttpResponse.json({
          business_id: String(params.id),
          subsidiary_id: String(params.subsidiaryId),
          budget,
          spent: '1500.00',
        });
      }),
    );
    renderApp('/business/dashboard', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Subsidiaries of Meridian Holdings' }, SLOW);
    const north = await within(table).findByRole('row', { name: /Meridian North/ });
    expect(within(north).getByText('No budget')).toBeTruthy();
    await userEvent.click(within(north).getByRole('button', { name: 'Set budget for Meridian North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget of Meridian North' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No budget' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('Budget saved', {}, SLOW)).toBeTruthy();
    expect(saved).toEqual([
      { id: BUSINESS_ID, subsidiaryId: NORTH_ID, budget: { amount: '250000.00', currency: 'USD' } },
    ]);
    expect(await within(table).findByText('250,000.00 USD', {}, SLOW)).toBeTruthy();
  });

  it('offers a member who is not an ADMIN no Set budget', async () => {
    server.use(
      meHandler(
        aCurrentUser({
          role: 'parent_dealership',
          user_type: 'BUSINESS',
          memberships: [membership(BUSINESS_ID, 'Meridian Holdings', false)],
        }),
      ),
      subsidiariesHandler(),
    );
    renderApp('/business/dashboard', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Subsidiaries of Meridian Holdings' }, SLOW);
    expect(await within(table).findByText('No budget')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Set budget/ })).toBeNull();
  });

  it('says when the roll-up failed and loads it again on Try Again', async () => {
    let calls = 0;
    server.use(
      meHandler(PARENT),
      linkRequestsHandler([]),
      http.get('*/v2/business/:id/subsidiaries', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json(errorBody('not_found', 'Business not found'), { status: 404 })
          : HttpResponse.json({
              subsidiaries: [],
              total: { totalSpend: '0.00', activeWorkflows: 0, savings: '0.00', currency: 'USD' },
              currency: 'USD',
            });
      }),
    );
    renderApp('/business/dashboard', { cookies: signedInCookies() });
    const section = await screen.findByRole('region', { name: 'Subsidiaries' }, SLOW);
    expect(await within(section).findByText('Business not found')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('No subsidiaries yet')).toBeTruthy();
  });

  it('shows no roll-up to a customer without a business', async () => {
    const asked: string[] = [];
    server.use(
      meHandler(aCurrentUser()),
      subsidiariesHandler(asked),
      http.get('*/v2/business/metrics', () =>
        HttpResponse.json({ totalSpend: '0.00', activeWorkflows: 0, savings: '0.00', currency: 'USD' }),
      ),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Dashboard' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Subsidiaries' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Acting for' })).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('the header’s business switcher', () => {
  beforeEach(() => {
    server.use(
      http.get('*/v2/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      paymentsHandler(),
      listWorkflowsHandler([]),
      linkRequestsHandler([]),
    );
  });

  it('acts for the chosen business: the server keeps it and the dashboard loads that business’s figures', async () => {
    const buyer = aCurrentUser({
      memberships: [
        membership(BUSINESS_ID, 'Meridian Holdings', false),
        membership(OTHER_ID, 'Atlas Robotics', false),
      ],
    });
    const chosen: unknown[] = [];
    const metricsAsked: string[] = [];
    const subsidiariesAsked: string[] = [];
    server.use(
      meHandler(buyer),
      subsidiariesHandler(subsidiariesAsked),
      http.get('*/v2/business/metrics', ({ request }) => {
        const businessId = new URL(request.url).searchParams.get('business_id') ?? '';
        metricsAsked.push(businessId);
        const spend = businessId === OTHER_ID ? '42000.00' : '1500.00';
        return HttpResponse.json({ totalSpend: spend, activeWorkflows: 1, savings: '0.00', currency: 'USD' });
      }),
      http.put('*/v2/auth/me/business', async ({ request }) => {
        const body = (await request.json()) as { business_id: string };
        chosen.push(body);
        return HttpResponse.json({ ...buyer, acting_business_id: body.business_id });
      }),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });

    const switcher = await screen.findByRole('combobox', { name: 'Acting for' }, SLOW);
    expect((switcher as HTMLSelectElement).value).toBe(BUSINESS_ID);
    const metrics = await screen.findByRole('region', { name: 'Key Metrics' });
    expect(await within(metrics).findByText('$1,500')).toBeTruthy();

    await userEvent.selectOptions(switcher, 'Atlas Robotics');
    await waitFor(() => expect((switcher as HTMLSelectElement).value).toBe(OTHER_ID));
    expect(chosen).toEqual([{ business_id: OTHER_ID }]);
    expect(await within(metrics).findByText('$42,000')).toBeTruthy();
    expect(metricsAsked).toContain(OTHER_ID);
    await waitFor(() => expect(subsidiariesAsked).toContain(OTHER_ID));
  });

  it('keeps the business acted for when the server refuses the choice, and says why', async () => {
    const buyer = aCurrentUser({
      memberships: [
        membership(BUSINESS_ID, 'Meridian Holdings', false),
        membership(OTHER_ID, 'Atlas Robotics', false),
      ],
    });
    server.use(
      meHandler(buyer),
      subsidiariesHandler(),
      http.get('*/v2/business/metrics', () =>
        HttpResponse.json({ totalSpend: '1500.00', activeWorkflows: 1, savings: '0.00', currency: 'USD' }),
      ),
      http.put('*/v2/auth/me/business', () =>
        HttpResponse.json(errorBody('not_found', 'Business not found'), { status: 404 }),
      ),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    const switcher = await screen.findByRole('combobox', { name: 'Acting for' }, SLOW);
    await userEvent.selectOptions(switcher, 'Atlas Robotics');
    expect((await screen.findByRole('alert')).textContent).toBe('Business not found');
    expect((switcher as HTMLSelectElement).value).toBe(BUSINESS_ID);
  });
});
