import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

type Schemas = components['schemas'];

// The screen's chunk loads on first use: slow on a busy two-core machine.
const SLOW = { timeout: 10_000 };

const SELLER = aCurrentUser({ role: 'dealer', user_type: 'BUSINESS', email: 'seller@example.com' });

const AVAILABLE: Schemas['PayoutOrder'] = {
  workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e01',
  title: 'Palletising cell for line 4',
  paymentId: 'c0ffee00-0000-4000-8000-000000000001',
  gross: '200000.00',
  fee: '5000.00',
  net: '195000.00',
  state: 'available',
  currency: 'USD',
  paidAt: '2026-03-01T10:00:00Z',
  releasedAt: '2026-03-09T10:00:00Z',
  paidOutAt: null,
};

const payouts = (
  orders: Schemas['PayoutOrder'][],
  balance: Partial<Schemas['PayoutBalance']> = {},
): Schemas['Payouts'] => ({
  balance: {
    heldInEscrow: '0.00',
    available: '0.00',
    paidOut: '0.00',
    fees: '0.00',
    currency: 'USD',
    ...balance,
  },
  orders,
  next_cursor: null,
});

describe('/business/payouts', () => {
  it('shows the balance and the orders, and pays out the available balance after confirming', async () => {
    let paidOut = false;
    const keys: (string | null)[] = [];
    server.use(
      meHandler(SELLER),
      http.get('*/v2/payouts', () =>
        HttpResponse.json(
          paidOut
            ? payouts([{ ...AVAILABLE, state: 'paid_out', paidOutAt: '2026-03-10T10:00:00Z' }], {
                paidOut: '195000.00',
                fees: '5000.00',
              })
            : payouts([AVAILABLE], { available: '195000.00', fees: '5000.00' }),
        ),
      ),
      http.post('*/v2/payouts', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        paidOut = true;
        return HttpResponse.json(payouts([], { paidOut: '195000.00' }));
      }),
    );
    const { user } = renderApp('/business/payouts', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' }, SLOW)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Orders' }, SLOW);
    const row = await within(table).findByRole('row', { name: /Palletising cell/ }, SLOW);
    expect(within(row).getByText('$5,000.00')).toBeTruthy();
    expect(within(row).getByText('$195,000.00')).toBeTruthy();
    expect(within(row).getByText('Available')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /Palletising cell/ })
        .getAttribute('href'),
    ).toBe(`/workflow/${AVAILABLE.workflowId}`);
    await user.click(screen.getByRole('button', { name: 'Pay out $195,000.00' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $195,000.00' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(table).findByText('Paid out', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nothing to pay out' })).toBeTruthy();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(document.title).toBe('Payouts · RoboMarket'));
  });

  it("says 'No payouts yet' when the seller has no orders", async () => {
    server.use(
      meHandler(SELLER),
      http.get('*/v2/payouts', () => HttpResponse.json(payouts([]))),
    );
    renderApp('/business/payouts', { cookies: signedInCookies() });
    expect(await screen.findByText('No payouts yet', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nothing to pay out' })).toBeTruthy();
  });

  it('is busy until the payouts arrive', async () => {
    server.use(
      meHandler(SELLER),
      http.get('*/v2/payouts', () => new Promise<never>(() => {})),
    );
    renderApp('/business/payouts', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Orders' }, SLOW);
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('region', { name: 'Balance' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows a failed load with Try Again, which loads in place', async () => {
    let calls = 0;
    server.use(
      meHandler(SELLER),
      http.get('*/v2/payouts', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Payouts are not available'), { status: 403 })
          : HttpResponse.json(payouts([AVAILABLE], { available: '195000.00' }));
      }),
    );
    const { user } = renderApp('/business/payouts', { cookies: signedInCookies() });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('Payouts are not available');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /Palletising cell/ }, SLOW)).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the payout is refused', async () => {
    server.use(
      meHandler(SELLER),
      http.get('*/v2/payouts', () => HttpResponse.json(payouts([AVAILABLE], { available: '195000.00' }))),
      http.post('*/v2/payouts', () =>
        HttpResponse.json(errorBody('conflict', 'There is no available balance to pay out'), { status: 409 }),
      ),
    );
    const { user } = renderApp('/business/payouts', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Pay out $195,000.00' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay out $195,000.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'There is no available balance to pay out',
    );
  });

  it('tells a buyer that payouts are for sellers, and asks the server nothing', async () => {
    server.use(meHandler());
    renderApp('/business/payouts', { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payouts are for sellers' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payment History' }).getAttribute('href')).toBe('/payments');
  });
});
