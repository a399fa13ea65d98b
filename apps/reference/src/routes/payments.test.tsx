import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aPayment, paymentsHandler } from '../test/workflow-fixtures';

// The screen's chunk loads on first use: slow on a busy two-core machine.
const SLOW = { timeout: 10_000 };

const HELD = aPayment({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  amount: '42000.00',
  escrowStatus: 'PENDING',
  createdAt: '2026-03-10T10:00:00Z',
  workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e01',
});
const RELEASED = aPayment({
  id: 'c0ffee00-0000-4000-8000-000000000002',
  amount: '1299.99',
  escrowStatus: 'RELEASED',
  createdAt: '2026-03-02T10:00:00Z',
  workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e02',
});

async function historyTable() {
  return screen.findByRole('table', { name: 'Payment history' }, SLOW);
}

describe('/payments', () => {
  it("shows 'Payment History' with the payments in the server's order, each status in words and colour", async () => {
    server.use(meHandler(), paymentsHandler([HELD, RELEASED]));
    renderApp('/payments', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment History' }, SLOW)).toBeTruthy();
    const table = await historyTable();
    // The table may stand with its skeleton rows for a moment before the payments are drawn.
    const rows = (await within(table).findAllByRole('rowheader', {}, SLOW)).map((cell) => cell.textContent);
    expect(rows).toEqual(['$42,000', '$1,300']);
    expect(within(table).getByText('Escrow - PENDING').getAttribute('data-accent-color')).toBe('orange');
    expect(within(table).getByText('Escrow - RELEASED').getAttribute('data-accent-color')).toBe('green');
    expect(within(table).getByText('Mar 10, 2026')).toBeTruthy();
    const link = within(table).getByRole('link', {
      name: 'View Workflow for the payment of $42,000 on Mar 10, 2026',
    });
    expect(link.getAttribute('href')).toBe(`/workflow/${HELD.workflowId}`);
    await waitFor(() => expect(document.title).toBe('Payment History · RoboMarket'));
  });

  it("says 'No Payments Found' when there are none", async () => {
    server.use(meHandler(), paymentsHandler([]));
    renderApp('/payments', { cookies: signedInCookies() });
    expect(await screen.findByText('No Payments Found', {}, SLOW)).toBeTruthy();
  });

  it('shows skeleton rows, busy, until the payments arrive', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/payments', () => new Promise<never>(() => {})),
    );
    renderApp('/payments', { cookies: signedInCookies() });
    const table = await historyTable();
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading payments...')).toBeTruthy();
  });

  it("says 'No response received from server' when no answer came, and Try Again loads in place", async () => {
    let calls = 0;
    server.use(
      meHandler(),
      http.get('*/v2/payments', () => {
        calls += 1;
        if (calls <= 3) return HttpResponse.error();
        return HttpResponse.json({ payments: [HELD], next_cursor: null });
      }),
    );
    renderApp('/payments', { cookies: signedInCookies() });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('No response received from server');
    // The client tried 3 times before giving up (product-spec §9).
    expect(calls).toBe(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    const table = await historyTable();
    expect(within(table).getByText('Escrow - PENDING')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Failed to load payments' when the server failed", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/payments', () =>
        HttpResponse.json(errorBody('internal', 'Internal server error'), { status: 500 }),
      ),
    );
    renderApp('/payments', { cookies: signedInCookies() });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Failed to load payments');
    expect(alert.textContent).not.toContain('Internal server error');
  });

  it("shows the server's own message for a refusal", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/payments', () =>
        HttpResponse.json(errorBody('validation_failed', 'limit must be at most 100'), { status: 400 }),
      ),
    );
    renderApp('/payments', { cookies: signedInCookies() });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('limit must be at most 100');
  });

  it('loads the next page from the cursor with Load more, and raises no toast', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      meHandler(),
      http.get('*/v2/payments', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (cursor === null) return HttpResponse.json({ payments: [HELD], next_cursor: 'page-2' });
        return HttpResponse.json({ payments: [RELEASED], next_cursor: null });
      }),
    );
    renderApp('/payments', { cookies: signedInCookies() });
    const table = await historyTable();
    await within(table).findByText('Escrow - PENDING', {}, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Escrow - RELEASED', {}, SLOW);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(cursors).toEqual([null, 'page-2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull());
    // The toaster's viewport holds no toast.
    expect(document.querySelector('.rm-Toaster')?.children.length ?? 0).toBe(0);
  });

  it('keeps the first page when the next one fails, with the reason above Load more', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/payments', ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') === null)
          return HttpResponse.json({ payments: [HELD], next_cursor: 'page-2' });
        return HttpResponse.json(errorBody('validation_failed', 'Unknown cursor'), { status: 400 });
      }),
    );
    renderApp('/payments', { cookies: signedInCookies() });
    const table = await historyTable();
    await within(table).findByText('Escrow - PENDING', {}, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown cursor');
    expect(within(table).getByText('Escrow - PENDING')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
