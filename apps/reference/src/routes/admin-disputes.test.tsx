import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aDispute } from '../test/workflow-fixtures';

type Schemas = components['schemas'];

const SLOW = { timeout: 10_000 };
const admin = aCurrentUser({ role: 'admin', user_type: 'CUSTOMER' });
const contested = aDispute({
  status: 'CONTESTED',
  events: [
    ...aDispute().events,
    {
      id: '2',
      kind: 'CONTESTED',
      actor: 'SELLER',
      amount: null,
      message: 'Delivered as agreed.',
      createdAt: '2026-03-11T09:00:00Z',
    },
  ],
});

describe('/admin/disputes', { timeout: 30_000 }, () => {
  it('lists contested disputes for a platform admin, who opens one and splits the funds', async () => {
    let disputes: Schemas['Dispute'][] = [contested];
    const decisions: unknown[] = [];
    const lists: string[] = [];
    server.use(
      meHandler(admin),
      http.get('*/v2/admin/disputes', ({ request }) => {
        lists.push(request.url);
        return HttpResponse.json({ disputes, next_cursor: null } satisfies Schemas['DisputePage']);
      }),
      http.post('*/v2/admin/disputes/:disputeId/decide', async ({ request }) => {
        decisions.push(await request.json());
        disputes = [];
        return HttpResponse.json(aDispute({ status: 'RESOLVED', outcome: 'SPLIT' }));
      }),
    );
    const { user } = renderApp('/admin/disputes', { cookies: signedInCookies() });
    const list = await screen.findByRole('list', { name: 'Contested disputes' }, SLOW);
    await user.click(within(list).getByRole('button', { name: /Review/ }));
    expect(screen.getByText('Waiting for a platform admin')).toBeTruthy();
    expect(screen.getByText('“Delivered as agreed.”')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Decide the dispute' });
    await user.click(
      within(form).getByRole('radio', { name: 'Split: refund part to the buyer, release the rest' }),
    );
    await user.type(within(form).getByLabelText('Refund to the buyer (less than $42,000.00)'), '10000');
    await user.click(within(form).getByRole('button', { name: 'Record Decision' }));
    await waitFor(() => expect(decisions).toEqual([{ outcome: 'SPLIT', refundAmount: '10000.00' }]));
    expect(await screen.findByText('No disputes waiting', {}, SLOW)).toBeTruthy();
  });

  it('shows a refused decision in the form and keeps it', async () => {
    server.use(
      meHandler(admin),
      http.get('*/v2/admin/disputes', () => HttpResponse.json({ disputes: [contested], next_cursor: null })),
      http.post('*/v2/admin/disputes/:disputeId/decide', () =>
        HttpResponse.json(errorBody('conflict', 'This dispute is settled already'), { status: 409 }),
      ),
    );
    const { user } = renderApp('/admin/disputes', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: /Review/ }, SLOW));
    const form = screen.getByRole('form', { name: 'Decide the dispute' });
    await user.click(within(form).getByRole('radio', { name: 'Refund $42,000.00 to the buyer' }));
    await user.click(within(form).getByRole('button', { name: 'Record Decision' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('This dispute is settled already');
  });

  it('says when nothing waits, and when the list fails to load', async () => {
    let fail = true;
    server.use(
      meHandler(admin),
      http.get('*/v2/admin/disputes', () =>
        fail
          ? HttpResponse.json(errorBody('forbidden', 'Only platform admins decide disputes'), { status: 403 })
          : HttpResponse.json({ disputes: [], next_cursor: null }),
      ),
    );
    const { user } = renderApp('/admin/disputes', { cookies: signedInCookies() });
    expect(await screen.findByText('Only platform admins decide disputes', {}, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No disputes waiting', {}, SLOW)).toBeTruthy();
  });

  it('turns away a signed-in user who is not an admin without asking the server', async () => {
    const lists: string[] = [];
    server.use(
      meHandler(aCurrentUser({ id: USER_ID })),
      http.get('*/v2/admin/disputes', ({ request }) => {
        lists.push(request.url);
        return HttpResponse.json({ disputes: [], next_cursor: null });
      }),
    );
    renderApp('/admin/disputes', { cookies: signedInCookies() });
    expect(await screen.findByText('This page is only for platform admins.', {}, SLOW)).toBeTruthy();
    expect(lists).toEqual([]);
  });
});
