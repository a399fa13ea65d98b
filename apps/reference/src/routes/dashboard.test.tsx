import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aPayment,
  aWorkflow,
  listWorkflowsHandler,
  metricsHandler,
  paymentsHandler,
  sellerMetricsHandler,
} from '../test/workflow-fixtures';

// The dashboard's chunk loads on first use: slow on a busy two-core machine.
const SLOW = { timeout: 10_000 };

const SELLER = aCurrentUser({
  role: 'parent_dealership',
  user_type: 'BUSINESS',
  email: 'seller@example.com',
});

function dashboardHandlers(overrides: { workflows?: ReturnType<typeof aWorkflow>[] } = {}) {
  const urls: string[] = [];
  server.use(
    metricsHandler(),
    sellerMetricsHandler(),
    paymentsHandler(),
    listWorkflowsHandler(
      overrides.workflows ?? [
        aWorkflow(),
        aWorkflow({
          id: '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e02',
          title: 'Spare grippers',
          status: 'MATCHING_SELLERS',
        }),
      ],
      urls,
    ),
  );
  return urls;
}

describe('dashboard', () => {
  // The offers sections ask for the user's offers on every dashboard; none here.
  beforeEach(() => {
    server.use(http.get('*/v2/offers', () => HttpResponse.json({ offers: [], next_cursor: null })));
  });

  it("shows 'Business Dashboard' with the role badge, figures, active workflows and the sidebar", async () => {
    server.use(meHandler(SELLER));
    const urls = dashboardHandlers();
    renderApp('/dashboard', { cookies: signedInCookies() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Business Dashboard' }, SLOW)).toBeTruthy();
    expect(screen.getByTitle('Parent Dealership')).toBeTruthy();
    // A seller's Key Metrics: its revenue and deals, not a buyer's spending.
    const metrics = screen.getByRole('region', { name: 'Key Metrics' });
    await waitFor(() =>
      expect(
        within(metrics)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Revenue', 'Active deals', 'Win rate', 'Average time to award']),
    );
    expect(await within(metrics).findByText('$195,000')).toBeTruthy();
    expect(within(metrics).getByText('67%')).toBeTruthy();
    expect(within(metrics).getByText('5 hours')).toBeTruthy();
    expect(screen.queryByText('$1,250,000')).toBeNull();
    const list = screen.getByRole('region', { name: 'Active Workflows' });
    expect(await within(list).findByRole('link', { name: 'Palletising cell for line 4' })).toBeTruthy();
    expect(within(list).getByText('Negotiating with suppliers')).toBeTruthy();
    expect(within(list).getByText('Finding best vendors')).toBeTruthy();
    expect(within(list).getAllByText('Mar 9, 2026')).toHaveLength(2);
    // Only active workflows are asked for.
    expect(new URL(urls[0] ?? '').searchParams.getAll('status')).not.toContain('ORDER_COMPLETED');
    const sidebar = screen.getByRole('navigation', { name: 'Business' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(sidebar).getByText('seller@example.com')).toBeTruthy();
    // Screens that are not built are not linked; a seller's Analytics holds its Payouts only.
    expect(within(sidebar).getByRole('button', { name: 'Analytics' })).toBeTruthy();
    expect(within(sidebar).queryByRole('link', { name: 'Finance' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'Fleet' })).toBeNull();
    // Built screens are: RFP Management leads to the buyer's RFPs.
    expect(within(sidebar).getByRole('link', { name: 'RFP Management' }).getAttribute('href')).toBe(
      '/business/rfps',
    );
    expect(await screen.findByText('No recent transactions')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Business Dashboard · RoboMarket'));
  });

  it.each(['/business', '/business/dashboard'])('is the same screen at %s', async (path) => {
    server.use(meHandler(SELLER));
    dashboardHandlers();
    renderApp(path, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Dashboard' }, SLOW)).toBeTruthy();
  });

  it('offers a seller the quick actions whose screens exist', async () => {
    server.use(meHandler(SELLER));
    dashboardHandlers();
    renderApp('/dashboard', { cookies: signedInCookies() });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' }, SLOW);
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Create New Workflow', 'View All Workflows', 'RFP Marketplace', 'Payment History']);
  });

  it("shows a seller its order invitations, and 'View All Workflows' leads to /workflows", async () => {
    server.use(meHandler(SELLER));
    dashboardHandlers();
    const invited = aWorkflow({
      id: '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e09',
      title: 'Two welding cells',
      requestType: 'CUSTOM_ORDER',
      status: 'REQUEST_CREATED',
    });
    server.use(
      http.get('*/v2/workflows', ({ request }) =>
        new URL(request.url).searchParams.get('invited') === 'pending'
          ? HttpResponse.json({ workflows: [invited], next_cursor: null })
          : HttpResponse.json({ workflows: [aWorkflow()], next_cursor: null }),
      ),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    const invitations = await screen.findByRole('region', { name: 'Invitations' }, SLOW);
    const respond = await within(invitations).findByRole('link', {
      name: 'View & respond to Two welding cells',
    });
    expect(respond.getAttribute('href')).toBe(`/workflow/${invited.id}`);
    expect(within(invitations).getByText('Custom order')).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'View All Workflows' }).getAttribute('href')).toBe(
      '/workflows',
    );
  });

  it('offers a customer Account Settings as well, and no product management in the sidebar', async () => {
    server.use(meHandler());
    dashboardHandlers();
    renderApp('/dashboard', { cookies: signedInCookies() });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' }, SLOW);
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Create New Workflow',
      'View All Workflows',
      'RFP Marketplace',
      'Payment History',
      'Account Settings',
    ]);
    expect(screen.queryByRole('button', { name: 'Product Management' })).toBeNull();
    // A buyer's Key Metrics stay its spending; no payouts for it.
    expect(await screen.findByText('$1,250,000')).toBeTruthy();
    expect(screen.queryByText('Revenue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Analytics' })).toBeNull();
  });

  it('hides Quick Actions for the platform admin', async () => {
    server.use(meHandler(aCurrentUser({ role: 'admin' })));
    dashboardHandlers();
    renderApp('/dashboard', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Dashboard' }, SLOW)).toBeTruthy();
    await screen.findByText('$1,250,000');
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
  });

  it('shows the 3 most recent payments in dollars without decimals', async () => {
    server.use(
      meHandler(),
      metricsHandler(),
      listWorkflowsHandler([]),
      paymentsHandler([
        aPayment({ id: 'c0ffee00-0000-4000-8000-000000000001', amount: '42000.49' }),
        aPayment({
          id: 'c0ffee00-0000-4000-8000-000000000002',
          amount: '99.50',
          createdAt: '2026-03-09T10:00:00Z',
        }),
        aPayment({ id: 'c0ffee00-0000-4000-8000-000000000003', createdAt: '2026-03-08T10:00:00Z' }),
      ]),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    const section = await screen.findByRole('region', { name: 'Recent Transactions' }, SLOW);
    await waitFor(() => expect(section.textContent).toContain('$42,000'));
    expect(within(section).getByText('$100')).toBeTruthy();
    expect(within(section).getAllByText('Escrow - PENDING')).toHaveLength(3);
    expect(screen.getByText('No workflows yet')).toBeTruthy();
  });

  it("shows the server's figures, not the old placeholders, and links Payment History", async () => {
    server.use(
      meHandler(),
      metricsHandler({ totalSpend: '61299.99', activeWorkflows: 2, savings: '8700.01', currency: 'USD' }),
      listWorkflowsHandler([]),
      paymentsHandler([aPayment()]),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    const metrics = await screen.findByRole('region', { name: 'Key Metrics' }, SLOW);
    await waitFor(() =>
      expect(
        within(metrics)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['$61,300', '2', '$8,700']),
    );
    expect(screen.queryByText('$1,250,000')).toBeNull();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Payment History' }).getAttribute('href')).toBe(
      '/payments',
    );
  });

  it("says 'Failed to load workflows' with Retry, which loads them again", async () => {
    let calls = 0;
    server.use(
      meHandler(),
      metricsHandler(),
      paymentsHandler(),
      http.get('*/v2/workflows', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Failed to load workflows'), { status: 403 })
          : HttpResponse.json({ workflows: [aWorkflow()], next_cursor: null });
      }),
    );
    const { user } = renderApp('/dashboard', { cookies: signedInCookies() });
    const list = await screen.findByRole('region', { name: 'Active Workflows' }, SLOW);
    expect((await within(list).findByRole('alert')).textContent).toContain('Failed to load workflows');
    await user.click(within(list).getByRole('button', { name: 'Retry' }));
    expect(await within(list).findByRole('link', { name: 'Palletising cell for line 4' })).toBeTruthy();
  });

  it("says 'Failed to load payments' and shows a metrics failure", async () => {
    server.use(
      meHandler(),
      listWorkflowsHandler([]),
      http.get('*/v2/payments', () =>
        HttpResponse.json(errorBody('forbidden', 'Failed to load payments'), { status: 403 }),
      ),
      http.get('*/v2/business/metrics', () =>
        HttpResponse.json(errorBody('forbidden', 'No figures for you'), { status: 403 }),
      ),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    const payments = await screen.findByRole('region', { name: 'Recent Transactions' }, SLOW);
    expect((await within(payments).findByRole('alert')).textContent).toContain('Failed to load payments');
    const metrics = screen.getByRole('region', { name: 'Key Metrics' });
    expect((await within(metrics).findByRole('alert')).textContent).toContain('No figures for you');
  });

  it("shows a seller's metrics failure with Try Again, which loads them in place", async () => {
    let calls = 0;
    server.use(
      meHandler(SELLER),
      listWorkflowsHandler([]),
      paymentsHandler(),
      http.get('*/v2/business/metrics/seller', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'No figures for you'), { status: 403 })
          : HttpResponse.json({
              revenue: '0.00',
              activeDeals: 0,
              winRate: null,
              averageTimeToAwardHours: null,
              currency: 'USD',
            });
      }),
    );
    const { user } = renderApp('/dashboard', { cookies: signedInCookies() });
    const metrics = await screen.findByRole('region', { name: 'Key Metrics' }, SLOW);
    expect((await within(metrics).findByRole('alert')).textContent).toContain('No figures for you');
    await user.click(within(metrics).getByRole('button', { name: 'Try Again' }));
    expect(await within(metrics).findByText('No decided proposals yet')).toBeTruthy();
    expect(within(metrics).getByText('No awards yet')).toBeTruthy();
  });

  it('says each section is loading until its data arrives', async () => {
    const never = () => new Promise<never>(() => {});
    server.use(
      meHandler(),
      http.get('*/v2/business/metrics', never),
      http.get('*/v2/payments', never),
      http.get('*/v2/workflows', never),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    expect(await screen.findByText('Loading workflows...', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Loading payments...')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Key Metrics' }).getAttribute('aria-busy')).toBe('true');
  });

  it('scrolls to the workflows list at /dashboard#workflows', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    server.use(meHandler());
    dashboardHandlers();
    renderApp('/dashboard#workflows', { cookies: signedInCookies() });
    await screen.findByRole('link', { name: 'Palletising cell for line 4' }, SLOW);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.some((element) => (element as Element).id === 'workflows')).toBe(true);
  });
});
