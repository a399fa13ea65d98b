import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import {
  aBusiness,
  aMember,
  anAuditEvent,
  aPublishableKey,
  businessesHandler,
  membersHandler,
  publishableKeysHandler,
} from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

// The pages load lazily; on a busy machine the first render takes longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

const ALAN = aMember({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  user_id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  email: 'alan@example.com',
  first_name: 'Alan',
  last_name: 'Turing',
  role: 'MEMBER',
  roles: ['SALES'],
});

describe('/business/settings/account', () => {
  it('lets an ADMIN save the addresses and tax id', async () => {
    const saved: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      businessesHandler([aBusiness()]),
      membersHandler([aMember()]),
      http.patch('*/v2/business/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        saved.push(body);
        return HttpResponse.json(aBusiness(body));
      }),
    );
    const { user } = renderApp('/business/settings/account', { cookies: signedInCookies() });
    await screen.findByLabelText('Tax ID (optional)', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.getByLabelText('Tax ID (optional)').hasAttribute('readonly')).toBe(false),
    );
    await user.type(screen.getByLabelText('Tax ID (optional)'), 'DE 123456789');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Account details saved')).toBeTruthy();
    expect(saved).toEqual([{ tax_id: 'DE 123456789' }]);
  }, 30_000);

  it('shows a member the details read-only', async () => {
    server.use(
      meHandler(),
      businessesHandler([aBusiness({ tax_id: 'DE 1' })]),
      membersHandler([aMember({ role: 'MEMBER', roles: ['VIEWER'] })]),
    );
    renderApp('/business/settings/account', { cookies: signedInCookies() });
    expect(await screen.findByText('Only an ADMIN of the business changes these details.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  }, 30_000);
});

describe('/business/settings/security', () => {
  it('shows who created each key and signs a member out everywhere', async () => {
    const signedOut: string[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      businessesHandler([aBusiness()]),
      membersHandler([aMember(), ALAN]),
      publishableKeysHandler([aPublishableKey()]),
      http.post('*/v2/business/:id/members/:memberId/sign-out', ({ params }) => {
        signedOut.push(String(params.memberId));
        return HttpResponse.json({ sessions_ended: 2 });
      }),
    );
    const { user } = renderApp('/business/settings/security', { cookies: signedInCookies() });
    expect(await screen.findByText(/Created .* by Ada Lovelace/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signedOut).toEqual([ALAN.id]));
  }, 30_000);

  it('tells a member that only an ADMIN manages security', async () => {
    server.use(
      meHandler(),
      businessesHandler([aBusiness()]),
      membersHandler([aMember({ role: 'MEMBER', roles: ['SALES'] })]),
    );
    renderApp('/business/settings/security', { cookies: signedInCookies() });
    expect(await screen.findByText(/Only an ADMIN of Acme Automation manages/)).toBeTruthy();
  }, 30_000);
});

describe('/business/settings/audit', () => {
  it('shows a refusal with Try Again', async () => {
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      businessesHandler([aBusiness()]),
      membersHandler([aMember()]),
      http.get('*/v2/business/:id/audit-events', () =>
        HttpResponse.json(errorBody('forbidden', 'Only an ADMIN of this business may do this'), {
          status: 403,
        }),
      ),
    );
    renderApp('/business/settings/audit', { cookies: signedInCookies() });
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Only an ADMIN of this business may do this')).toBeTruthy();
  }, 30_000);

  it('tells a member that only an ADMIN reads it', async () => {
    server.use(
      meHandler(),
      businessesHandler([aBusiness()]),
      membersHandler([aMember({ role: 'MEMBER', roles: ['PURCHASER'] })]),
    );
    renderApp('/business/settings/audit', { cookies: signedInCookies() });
    expect(
      await screen.findByText(/Only an ADMIN of Acme Automation reads/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 30_000);

  it('lists the events, filters them by action and person, and exports the CSV', async () => {
    const asked: string[] = [];
    const exported: string[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      businessesHandler([aBusiness()]),
      membersHandler([aMember(), ALAN]),
      http.get('*/v2/business/:id/audit-events', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ events: [anAuditEvent()], next_cursor: null });
      }),
      http.get('*/v2/business/:id/audit-events.csv', ({ request }) => {
        exported.push(new URL(request.url).search);
        return new HttpResponse('time,action\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { user } = renderApp('/business/settings/audit', { cookies: signedInCookies() });
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Invitations' }));
    await waitFor(() => expect(asked.at(-1)).toContain('action=invitation'));
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'Alan Turing' }));
    await waitFor(() => expect(asked.at(-1)).toContain(`actor_id=${ALAN.user_id}`));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(exported[0]).toContain('action=invitation');
  }, 60_000);
});
