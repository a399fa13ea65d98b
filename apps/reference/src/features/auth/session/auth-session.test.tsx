import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  aCurrentUser,
  anAuthSession,
  errorBody,
  fakeAccessToken,
  meHandler,
  signedInCookies,
} from '../../../test/auth-fixtures';
import { clearBrowserCookies } from '../../../test/browser-cookies';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

function header() {
  return within(screen.getByRole('banner'));
}

describe('auth session', () => {
  it('restores a saved session on start: one refresh by cookie, then GET /v2/auth/me loads the user', async () => {
    const calls: string[] = [];
    const bearers: string[] = [];
    server.use(
      // Records the refresh, then falls through to the fake server that reads the HttpOnly cookie.
      http.post('*/v2/auth/refresh', ({ request }) => {
        calls.push(`refresh ${request.headers.get('X-Token-Delivery')}`);
      }),
      http.get('*/v2/auth/me', ({ request }) => {
        calls.push('me');
        bearers.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json(aCurrentUser({ email: 'restored@example.com' }));
      }),
    );
    renderApp('/', { cookies: signedInCookies() });
    expect(await header().findByText('Welcome, restored@example.com')).toBeTruthy();
    expect(calls).toEqual(['refresh cookie', 'me']);
    expect(bearers).toEqual([expect.stringMatching(/^Bearer ey/)]);
  });

  it('makes no call at all for a guest (no session-hint cookie) and shows the signed-out header at once', async () => {
    // No handlers: the fake server's refresh would clear cookies, any other call would fail the test.
    const refreshes: string[] = [];
    server.use(
      http.post('*/v2/auth/refresh', () => {
        refreshes.push('refresh');
      }),
    );
    renderApp('/');
    expect(header().getByText('You are not logged in.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshes).toEqual([]);
  });

  it('stays signed out when the saved session is refused; the server clears its cookies', async () => {
    const { cookies, router } = renderApp('/account-settings', {
      // A hint without its cookie (the session cookie expired or was cleared elsewhere).
      cookies: { 'session-hint': '1' },
    });
    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(cookies.get('session-hint')).toBeNull();
  });

  it('signs out, and logs out on the server, when the user cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logouts: string[] = [];
    server.use(
      http.get('*/v2/auth/me', () =>
        HttpResponse.json(errorBody('unavailable', 'Database is down'), { status: 503 }),
      ),
      http.post('*/v2/auth/logout', () => {
        logouts.push('logout');
      }),
    );
    const { router, cookies } = renderApp('/account-settings', { cookies: signedInCookies() });

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await vi.waitFor(() => expect(logouts).toEqual(['logout']));
    expect(cookies.get('refresh-token')).toBeNull();
    expect(cookies.get('session-hint')).toBeNull();
  });

  it('signs out here but keeps the server session when the user load gets no answer (a page being left)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logouts: string[] = [];
    server.use(
      http.get('*/v2/auth/me', () => HttpResponse.error()),
      http.post('*/v2/auth/logout', () => {
        logouts.push('logout');
      }),
    );
    const { cookies } = renderApp('/', { cookies: signedInCookies() });

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(cookies.get('session-hint')).toBe('1');
    expect(cookies.get('refresh-token')).not.toBeNull();
    expect(logouts).toEqual([]);
  });

  it('signs out when the restored access token names no user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('*/v2/auth/refresh', () =>
        HttpResponse.json({ access_token: fakeAccessToken({ exp: 4_000_000_000 }), expires_in: 900 }),
      ),
    );
    const { cookies } = renderApp('/', { cookies: signedInCookies() });
    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('The restored access token cannot be read; signing out');
    await vi.waitFor(() => expect(cookies.get('refresh-token')).toBeNull());
  });

  it('keeps the access token in memory only: signing in writes no token to document.cookie', async () => {
    const session = anAuthSession(aCurrentUser({ email: 'fresh@example.com' }));
    server.use(
      http.post('*/v2/auth/login', ({ request }) => {
        expect(request.headers.get('X-Token-Delivery')).toBe('cookie');
        return HttpResponse.json(session);
      }),
    );
    const { user } = renderApp('/login');
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Email'), 'fresh@example.com');
    await user.type(dialog.getByLabelText('Password'), 'a-password-1');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    expect(await header().findByText('Welcome, fresh@example.com')).toBeTruthy();
    expect(document.cookie).not.toContain(session.access_token);
    expect(document.cookie).not.toContain('auth-token');
    expect(document.cookie).not.toContain('refresh-token');
  });

  it('signs out when another tab signed out (its cookies are gone) and the access token is refused', async () => {
    server.use(
      meHandler(),
      http.patch('*/v2/auth/me', () =>
        HttpResponse.json(errorBody('unauthenticated', 'The session has ended; sign in again'), {
          status: 401,
        }),
      ),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The other tab's logout made the server clear both cookies, the hint among them.
    clearBrowserCookies();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
  });

  it('signs out when a later refresh fails (the client ends the session)', async () => {
    server.use(
      meHandler(),
      http.patch('*/v2/auth/me', () =>
        HttpResponse.json(errorBody('unauthenticated', 'Session revoked'), { status: 401 }),
      ),
    );
    const { router, user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The session ends elsewhere meanwhile (say, a sign-out in another tab): the cookie is gone.
    server.use(
      http.post('*/v2/auth/refresh', () =>
        HttpResponse.json(errorBody('unauthenticated', 'The session has ended; sign in again'), {
          status: 401,
        }),
      ),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/account-settings', search: '', hash: '' },
    });
  });
});
