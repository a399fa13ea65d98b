import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aWorkflow } from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };

const BOUGHT = aWorkflow({ id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000c1', title: 'Palletising cell' });
const SOLD = aWorkflow({
  id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000c2',
  title: 'Two welding cells',
  requestType: 'CUSTOM_ORDER',
  status: 'ORDER_COMPLETED',
  buyerId: '1f000000-0000-4000-8000-000000000009',
});
const INVITED = aWorkflow({
  id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000c3',
  title: 'Spare grippers',
  requestType: 'CUSTOM_ORDER',
  status: 'REQUEST_CREATED',
  buyerId: '1f000000-0000-4000-8000-000000000009',
});

/** GET /v2/workflows: invitations for `invited=pending`, else the workflows in the asked statuses and type. */
function workflowsHandler(queries: URLSearchParams[] = [], fail = false) {
  return http.get('*/v2/workflows', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    if (query.get('invited') === 'pending')
      return HttpResponse.json({ workflows: [INVITED], next_cursor: null });
    if (fail) return HttpResponse.json(errorBody('internal', 'Broken'), { status: 500 });
    const statuses = query.getAll('status');
    const type = query.get('requestType');
    const workflows = [BOUGHT, SOLD].filter(
      (workflow) =>
        (statuses.length === 0 || statuses.includes(workflow.status)) &&
        (type === null || workflow.requestType === type),
    );
    return HttpResponse.json({ workflows, next_cursor: null });
  });
}

describe('workflows page', { timeout: 30_000 }, () => {
  it('lists every workflow, bought and sold, active and finished, and filters by status in the address', async () => {
    const queries: URLSearchParams[] = [];
    server.use(meHandler(aCurrentUser({ role: 'dealer', user_type: 'BUSINESS' })), workflowsHandler(queries));
    const { user, router } = renderApp('/workflows', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Workflows' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Buying');
    expect(rows[2]?.textContent).toContain('Selling');
    await waitFor(() => expect(document.title).toBe('Workflows · RoboMarket'));
    // A seller's invitations are listed above.
    expect(await screen.findByRole('link', { name: 'View & respond to Spare grippers' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Order completed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ORDER_COMPLETED'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(queries.some((query) => query.getAll('status').join() === 'ORDER_COMPLETED')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Payment pending' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=PAYMENT_PENDING&status=ORDER_COMPLETED'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Order completed' }));
    expect(await screen.findByText('No workflows match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('lets a seller decline an invitation, which then leaves the list', async () => {
    let declined: string[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'dealer', user_type: 'BUSINESS' })),
      http.get('*/v2/workflows', ({ request }) =>
        new URL(request.url).searchParams.get('invited') === 'pending'
          ? HttpResponse.json({ workflows: declined.length > 0 ? [] : [INVITED], next_cursor: null })
          : HttpResponse.json({ workflows: [BOUGHT], next_cursor: null }),
      ),
      http.post('*/v2/workflows/:id/invitation/decline', ({ params }) => {
        declined = [...declined, String(params.id)];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/workflows', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Decline Spare grippers' }, SLOW));
    expect(await screen.findByText('Invitation declined', {}, SLOW)).toBeTruthy();
    expect(declined).toEqual([INVITED.id]);
    expect(await screen.findByText('No invitations', {}, SLOW)).toBeTruthy();
  });

  it('starts from the filters of its address', async () => {
    const queries: URLSearchParams[] = [];
    server.use(meHandler(), workflowsHandler(queries));
    renderApp('/workflows?type=CUSTOM_ORDER&status=ORDER_COMPLETED&status=BOGUS', {
      cookies: signedInCookies(),
    });
    const table = await screen.findByRole('table', { name: 'Workflows' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Order completed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const asked = queries.find((query) => query.get('invited') === null);
    expect(asked?.get('requestType')).toBe('CUSTOM_ORDER');
    expect(asked?.getAll('status')).toEqual(['ORDER_COMPLETED']);
    // A customer has no invitations section.
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
  });

  it('says when there are none yet, and offers Retry after a failure', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/workflows', () => HttpResponse.json({ workflows: [], next_cursor: null })),
    );
    const { router } = renderApp('/workflows', { cookies: signedInCookies() });
    expect(await screen.findByText('No workflows yet', {}, SLOW)).toBeTruthy();
    server.use(workflowsHandler([], true));
    await router.navigate('/workflows?status=PRICE_AGREED');
    expect(await screen.findByRole('button', { name: 'Retry' }, SLOW)).toBeTruthy();
  });

  it('is where the primary navigation’s Workflows link leads', async () => {
    server.use(meHandler(), workflowsHandler());
    renderApp('/dashboard', { cookies: signedInCookies() });
    const links = await screen.findAllByRole('link', { name: 'Workflows' }, SLOW);
    expect(links.some((link) => link.getAttribute('href') === '/workflows')).toBe(true);
  });
});
