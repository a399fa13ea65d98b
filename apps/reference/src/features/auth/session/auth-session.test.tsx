import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../../../test/auth-fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

function header() {
  return within(screen.getByRole('banner'));
}

describe('auth session', () => {
  it('restores a saved session on start: the token names the user, GET /v2/auth/me loads them', async () => {
    server.use(meHandler(aCurrentUser({ email: 'restored@example.com' })));
    renderApp('/', { cookies: signedInCookies() });
    expect(await header().findByText('Welcome, restored@example.com')).toBeTruthy();
  });

  it('signs out and clears both cookies when the user cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/v2/auth/me', () =>
        HttpResponse.json(errorBody('unavailable', 'Database is down'), { status: 503 }),
      ),
    );
    const { router, cookies } = renderApp('/account-settings', { cookies: signedInCookies() });

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(cookies.get('auth-token')).toBeNull();
    expect(cookies.get('refresh-token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out when the saved token is refused and the refresh fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: string[] = [];
    server.use(
      http.get('*/v2/auth/me', () => {
        calls.push('me');
        return HttpResponse.json(errorBody('unauthenticated', 'Token expired'), { status: 401 });
      }),
      http.post('*/v2/auth/refresh', () => {
        calls.push('refresh');
        return HttpResponse.json(errorBody('unauthenticated', 'Refresh token revoked'), { status: 401 });
      }),
    );
    const { cookies } = renderApp('/', { cookies: signedInCookies() });

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(calls).toEqual(['me', 'refresh']);
    expect(cookies.get('auth-token')).toBeNull();
  });

  it('stays signed out, without a call, when the saved token names no user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { cookies } = renderApp('/', { cookies: { 'auth-token': 'not-a-jwt', 'refresh-token': 'r' } });
    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(cookies.get('auth-token')).toBeNull();
  });

  it('signs out when a later refresh fails (the client ends the session)', async () => {
    server.use(
      meHandler(),
      http.patch('*/v2/auth/me', () =>
        HttpResponse.json(errorBody('unauthenticated', 'Session revoked'), { status: 401 }),
      ),
      http.post('*/v2/auth/refresh', () =>
        HttpResponse.json(errorBody('unauthenticated', 'Refresh token revoked'), { status: 401 }),
      ),
    );
    const { router, user, cookies } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/account-settings', search: '', hash: '' },
    });
    expect(cookies.get('refresh-token')).toBeNull();
  });
});
