import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { invitationsHandler } from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const invalidLink = () =>
  HttpResponse.json(
    errorBody('validation_failed', 'This link is used, expired or not valid; ask for a new one'),
    {
      status: 400,
    },
  );

describe('account recovery pages', () => {
  it('/forgot-password mails the link and answers the same whatever the address', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v2/auth/password-reset', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const { user, router } = renderApp('/forgot-password');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Forgot password?' }, { timeout: 10_000 }),
    );
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect((await dialog.findByRole('status')).textContent).toContain('If an account has this e-mail');
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
    await user.click(dialog.getByRole('button', { name: 'Back to Sign In' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('/reset-password sets the new password with the link token, or says the link is spent', async () => {
    const bodies: unknown[] = [];
    let spent = false;
    server.use(
      http.post('*/v2/auth/password-reset/confirm', async ({ request }) => {
        bodies.push(await request.json());
        if (spent) return invalidLink();
        spent = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Choose a new password' }, { timeout: 10_000 }),
    );
    await user.type(dialog.getByLabelText('New password'), 'new-secret-42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'new-secret-42');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect((await dialog.findByRole('status')).textContent).toContain('Your password is changed');
    expect(bodies).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz', password: 'new-secret-42' }]);
  });

  it('/reset-password shows a spent link in place, keeping what was typed', async () => {
    server.use(http.post('*/v2/auth/password-reset/confirm', invalidLink));
    const { user } = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Choose a new password' }, { timeout: 10_000 }),
    );
    await user.type(dialog.getByLabelText('New password'), 'new-secret-42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'new-secret-42');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'This link is used, expired or not valid',
    );
    expect((dialog.getByLabelText('New password') as HTMLInputElement).value).toBe('new-secret-42');
  });

  it('/verify-email confirms the address once', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v2/auth/verify-email', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/verify-email?token=abcdefghijklmnopqrstuvwxyz');
    expect(
      await screen.findByText(/Your e-mail address is confirmed/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(bodies).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz' }]);
  });

  it('/verify-email offers a new link to a signed-in user when the link is spent', async () => {
    let resent = 0;
    server.use(
      meHandler(aCurrentUser({ email_verified: false })),
      http.post('*/v2/auth/verify-email', invalidLink),
      http.post('*/v2/auth/me/verification-email', () => {
        resent += 1;
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const { user } = renderApp('/verify-email?token=abcdefghijklmnopqrstuvwxyz', {
      cookies: signedInCookies(),
    });
    expect(
      await screen.findByText(/This link is used, expired or not valid/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeTruthy();
    expect(resent).toBe(1);
  });
});

describe('Account Settings: the account section', () => {
  it('asks an unverified user to confirm, and deletes the account with the password, then signs out', async () => {
    const deletions: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ email_verified: false })),
      invitationsHandler(),
      http.delete('*/v2/auth/me', async ({ request }) => {
        deletions.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/v2/auth/logout', () => new HttpResponse(null, { status: 204 })),
      listProductsHandler(() => []),
    );
    const { user, router } = renderApp('/account-settings', { cookies: signedInCookies() });
    expect(
      await screen.findByText(/Confirm your e-mail address \(ada@example.com\)/, undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Password'), 'correct-horse-9');
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('heading', { level: 1, name: /robots find their next job/ }, { timeout: 10_000 });
    expect(deletions).toEqual([{ password: 'correct-horse-9' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the refusal of a last admin in the dialog', async () => {
    server.use(
      meHandler(aCurrentUser()),
      invitationsHandler(),
      http.delete('*/v2/auth/me', () =>
        HttpResponse.json(
          errorBody(
            'conflict',
            'You are the only admin of Hopper Robotics: make another member an admin first, then delete your account',
          ),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Password'), 'correct-horse-9');
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('only admin of Hopper Robotics');
  });
});
