import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import {
  aBusiness,
  aMember,
  anInvitation,
  BUSINESS_ID,
  businessesHandler,
  membersHandler,
  sentInvitationsHandler,
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
  roles: ['PURCHASER'],
  spending_limit: { amount: '20000.00', currency: 'USD' },
});
const TO_GRACE = anInvitation({ email: 'grace@example.com', roles: ['SALES'] });

describe('/business/team', () => {
  it('lets an ADMIN invite with roles and a limit, change roles, and withdraw a pending invitation', async () => {
    let invitations = [TO_GRACE];
    const invited: unknown[] = [];
    const updated: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      businessesHandler([aBusiness()]),
      membersHandler([aMember(), ALAN]),
      http.get('*/v2/business/:id/invitations', () => HttpResponse.json({ invitations, next_cursor: null })),
      http.post('*/v2/business/member', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        invited.push(body);
        return HttpResponse.json(anInvitation({ id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', ...body }), {
          status: 201,
        });
      }),
      http.patch('*/v2/business/:id/members/:memberId', async ({ request }) => {
        updated.push(await request.json());
        return HttpResponse.json(ALAN);
      }),
      http.delete('*/v2/business/:id/invitations/:invitationId', ({ params }) => {
        invitations = invitations.filter((invitation) => invitation.id !== params.invitationId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/business/team', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeTruthy();
    expect(await screen.findByText('Spending limit: 20,000.00 USD')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'colleague@example.com');
    await user.click(screen.getByRole('checkbox', { name: /^Viewer/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Purchaser/ }));
    await user.click(screen.getByRole('checkbox', { name: 'No limit' }));
    await user.type(screen.getByLabelText('Amount'), '20000');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(invited).toEqual([
        {
          business_id: BUSINESS_ID,
          email: 'colleague@example.com',
          roles: ['PURCHASER'],
          spending_limit: { amount: '20000.00', currency: 'USD' },
        },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Edit roles of Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Alan Turing' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Approver/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updated).toEqual([
        { roles: ['PURCHASER', 'APPROVER'], spending_limit: { amount: '20000.00', currency: 'USD' } },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to grace@example.com' }));
    const confirmation = await screen.findByRole('alertdialog');
    await user.click(within(confirmation).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
  }, 60_000);

  it('shows a member the team read-only', async () => {
    server.use(
      meHandler(),
      businessesHandler([aBusiness()]),
      membersHandler([aMember({ role: 'MEMBER', roles: ['VIEWER'] }), ALAN]),
      sentInvitationsHandler([TO_GRACE]),
    );
    renderApp('/business/team', { cookies: signedInCookies() });
    expect(await screen.findByRole('article', { name: 'grace@example.com' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: /Alan Turing/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit roles|Withdraw|Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
  }, 30_000);

  it('says so when the user has no business', async () => {
    server.use(meHandler(), businessesHandler([]));
    renderApp('/business/team', { cookies: signedInCookies() });
    expect(await screen.findByText(/You are not a member of any business yet/)).toBeTruthy();
  }, 30_000);

  it('offers a retry when the businesses fail to load', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/business/list', () =>
        HttpResponse.json(errorBody('internal', 'The server failed'), { status: 500 }),
      ),
    );
    renderApp('/business/team', { cookies: signedInCookies() });
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});
