import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { anInvitation, invitationsHandler } from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

describe('account settings', () => {
  beforeEach(() => server.use(invitationsHandler()));

  it('shows the profile from GET /v2/auth/me with the role badge', async () => {
    server.use(meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })));
    renderApp('/account-settings', { cookies: signedInCookies() });

    const page = within(await screen.findByRole('region', { name: 'Account Settings' }));
    expect(page.getByText('ada@example.com')).toBeTruthy();
    expect(page.getAllByText('Parent Dealership').length).toBeGreaterThan(0);
    expect(page.queryByText(/parent_dealership/)).toBeNull();
    expect(page.getByText('Not provided')).toBeTruthy();
  });

  it('Edit saves with PATCH /v2/auth/me and shows the changed profile', async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      http.patch('*/v2/auth/me', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const { memberships: _, ...user } = aCurrentUser({ ...body });
        return HttpResponse.json(user);
      }),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
    await user.clear(dialog.getByLabelText('First name'));
    await user.type(dialog.getByLabelText('First name'), 'Augusta');
    await user.type(dialog.getByLabelText(/Phone/), '+44 20 7946 0000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Augusta')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('+44 20 7946 0000')).toBeTruthy();
    expect((await screen.findAllByText('Profile saved'))[0]).toBeTruthy();
    expect(bodies).toEqual([
      { first_name: 'Augusta', last_name: 'Lovelace', phone_number: '+44 20 7946 0000' },
    ]);
  });

  it('Change sends POST /v2/auth/password and confirms; the user stays signed in', async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      http.post('*/v2/auth/password', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, cookies } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText('Current password'), 'old-password-1');
    await user.type(dialog.getByLabelText('New password'), 'new-password-2');
    await user.type(dialog.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));

    expect((await dialog.findByRole('status')).textContent).toBe('Password changed successfully');
    expect((await screen.findAllByText('Password changed'))[0]).toBeTruthy();
    expect(bodies).toEqual([{ current_password: 'old-password-1', new_password: 'new-password-2' }]);
    expect(cookies.get('refresh-token')).toBeTruthy();
    expect(
      within(screen.getByRole('banner', { hidden: true })).getByText('Welcome, ada@example.com'),
    ).toBeTruthy();
  });

  it('shows a refused password change in the dialog', async () => {
    server.use(
      meHandler(),
      http.post('*/v2/auth/password', () =>
        HttpResponse.json(errorBody('validation_failed', 'The new password is too common'), { status: 400 }),
      ),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText('Current password'), 'old-password-1');
    await user.type(dialog.getByLabelText('New password'), 'password1');
    await user.type(dialog.getByLabelText('Confirm new password'), 'password1');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('The new password is too common');
  });

  it('refuses a new password shorter than the contract allows before sending it', async () => {
    let sent = false;
    server.use(
      meHandler(),
      http.post('*/v2/auth/password', () => {
        sent = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText('Current password'), 'old-password-1');
    await user.type(dialog.getByLabelText('New password'), 'short');
    await user.type(dialog.getByLabelText('Confirm new password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));

    expect(dialog.getByText('New password must be at least 8 characters')).toBeTruthy();
    expect(sent).toBe(false);
  });

  it('lists the pending invitations and links to Business Settings', async () => {
    const accepted: string[] = [];
    server.use(
      meHandler(),
      invitationsHandler([anInvitation()]),
      http.post('*/v2/business/invitations/:id/accept', ({ params }) => {
        accepted.push(String(params.id));
        server.use(invitationsHandler([]));
        return HttpResponse.json({
          id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          business_id: anInvitation().business_id,
          role: 'MEMBER' as const,
          name: 'Demo Robotics Dealer',
          logo_url: null,
        });
      }),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    const invitation = await screen.findByRole('article', { name: 'Demo Robotics Dealer' });
    expect(screen.getByRole('link', { name: /Business Settings/ }).getAttribute('href')).toBe(
      '/business/settings',
    );
    await user.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
    expect(accepted).toEqual([anInvitation().id]);
  });
});
