import type { BusinessRole } from '@robomarket/api-client/enums';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import {
  aBusiness,
  aMember,
  anInvitation,
  BUSINESS_ID,
  businessesHandler,
  invitationsHandler,
  linkRequestsHandler,
  membersHandler,
  publishableKeysHandler,
} from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

const COLLEAGUE = aMember({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  user_id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'MEMBER',
});

describe('business settings', () => {
  it('shows an ADMIN the members, the invite form and the link requests; inviting says nothing about the account', async () => {
    const invites: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      invitationsHandler(),
      businessesHandler([aBusiness()]),
      membersHandler([aMember(), COLLEAGUE]),
      publishableKeysHandler(),
      linkRequestsHandler([
        {
          id: '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b',
          business_id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
          business_name: 'Child Works',
          parent_business_id: BUSINESS_ID,
          requested_by_email: 'owner@child.example',
          status: 'PENDING',
          created_at: '2026-03-02T09:00:00Z',
          decided_at: null,
        },
      ]),
      http.post('*/v2/business/member', async ({ request }) => {
        const body = (await request.json()) as { email: string; roles: BusinessRole[] };
        invites.push(body);
        return HttpResponse.json(anInvitation({ email: body.email, roles: body.roles }), { status: 201 });
      }),
    );
    const { user } = renderApp('/business/settings', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Settings' })).toBeTruthy();
    const panel = within(await screen.findByRole('region', { name: 'Acme Automation' }));
    expect(await panel.findByRole('article', { name: 'Ada Lovelace (you)' })).toBeTruthy();
    expect(panel.getByText(BUSINESS_ID)).toBeTruthy();
    expect(await panel.findByRole('article', { name: 'Child Works' })).toBeTruthy();

    await user.type(panel.getByLabelText('E-mail'), 'new@example.com');
    await user.click(panel.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await panel.findByText("If this e-mail belongs to an account, they'll get an invitation."),
    ).toBeTruthy();
    // Nothing ticked: the invitee may read only (least privilege) until an ADMIN gives more.
    expect(invites).toEqual([
      { business_id: BUSINESS_ID, email: 'new@example.com', roles: ['VIEWER'], spending_limit: null },
    ]);
  });

  it('shows a MEMBER no invite form; leaving asks first, then the business is gone', async () => {
    let left = false;
    server.use(
      meHandler(),
      invitationsHandler(),
      http.get('*/v2/business/list', () =>
        HttpResponse.json({ businesses: left ? [] : [aBusiness()], next_cursor: null }),
      ),
      membersHandler([aMember({ role: 'MEMBER' }), { ...COLLEAGUE, role: 'ADMIN' }]),
      http.delete('*/v2/business/:id/members/:memberId', ({ params }) => {
        left = params.memberId === aMember().id;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/business/settings', { cookies: signedInCookies() });
    const panel = within(await screen.findByRole('region', { name: 'Acme Automation' }));
    await panel.findByRole('article', { name: 'Ada Lovelace (you)' });
    expect(panel.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
    expect(panel.queryByRole('heading', { name: /Subsidiaries/ })).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Leave Acme Automation?' }));
    await user.click(dialog.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(/You are not a member of any business yet/)).toBeTruthy();
    expect(left).toBe(true);
  });

  it('shows the server’s refusal when the last ADMIN tries to leave', async () => {
    server.use(
      meHandler(),
      invitationsHandler(),
      businessesHandler([aBusiness()]),
      // The list says two ADMINs, but the other one left meanwhile: the server refuses.
      membersHandler([aMember(), { ...COLLEAGUE, role: 'ADMIN' }]),
      linkRequestsHandler(),
      http.delete('*/v2/business/:id/members/:memberId', () =>
        HttpResponse.json(errorBody('conflict', 'A business needs at least one ADMIN'), { status: 409 }),
      ),
    );
    const { user } = renderApp('/business/settings', { cookies: signedInCookies() });
    const panel = within(await screen.findByRole('region', { name: 'Acme Automation' }));
    await user.click(await panel.findByRole('button', { name: 'Leave Acme Automation' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toContain('A business needs at least one ADMIN'),
    );
  });

  it('shows an invitation here too, and a subsidiary that is not linked yet', async () => {
    server.use(
      meHandler(),
      invitationsHandler([anInvitation()]),
      businessesHandler([aBusiness({ business_type: 'subsidiary', name: 'Child Works' })]),
      membersHandler([aMember()]),
      linkRequestsHandler(),
    );
    renderApp('/business/settings', { cookies: signedInCookies() });
    expect(await screen.findByRole('article', { name: 'Demo Robotics Dealer' })).toBeTruthy();
    const panel = within(await screen.findByRole('region', { name: 'Child Works' }));
    expect(panel.getByText(/Not linked/)).toBeTruthy();
  });
});
