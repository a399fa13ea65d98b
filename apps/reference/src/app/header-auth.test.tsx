import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

function header() {
  return within(screen.getByRole('banner'));
}

/** Replaces window.location with a copy whose `assign` is a spy (happy-dom would try to load the page). */
function spyOnLocationAssign() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  return assign;
}

describe('header auth area', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signed out: "You are not logged in." with Sign In and Register opening their dialogs', async () => {
    const { user } = renderApp('/');
    expect(await header().findByText('You are not logged in.')).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Profile menu' })).toBeNull();

    await user.click(header().getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(header().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('by keyboard: Sign In and Register give the focus back to the button that opened them when they close', async () => {
    const { user } = renderApp('/');
    const signIn = await header().findByRole('button', { name: 'Sign In' });
    signIn.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(signIn));

    const register = header().getByRole('button', { name: 'Register' });
    register.focus();
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Register' })).getByRole('button', { name: 'Cancel' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(register));

    // Sign In's own Register button goes with Sign In: closing Register gives the focus to Sign In's opener.
    signIn.focus();
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign In' })).getByRole('button', {
        name: 'Register',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(signIn));
  });

  it('signed in: "Welcome, {email}" and a profile menu whose items navigate and close it', async () => {
    const bearers: string[] = [];
    server.use(meHandler(aCurrentUser(), bearers));
    const { router, user } = renderApp('/', { cookies: signedInCookies() });

    expect(await header().findByText('Welcome, ada@example.com')).toBeTruthy();
    expect(header().queryByText('You are not logged in.')).toBeNull();
    expect(header().queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(bearers).toEqual([expect.stringMatching(/^Bearer ey/)]);

    await user.click(header().getByRole('button', { name: 'Profile menu' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('ada@example.com')).toBeTruthy();
    // The items of product-spec §2, in order, plus Home and Business Settings (app/navigation.ts).
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Dashboard',
      'Create Workflow',
      'RFP Marketplace',
      'Payments',
      'Messages',
      'Account Settings',
      'Business Settings',
      'Sign Out',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'Account Settings' }));
    expect(screen.queryByRole('menu')).toBeNull();
    // The screen is its own chunk: the address changes once it has arrived.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account-settings'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 10_000 }),
    ).toBeTruthy();

    // An outside click closes it without navigating.
    await user.click(header().getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await user.click(screen.getByRole('heading', { level: 1, name: 'Account Settings' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(router.state.location.pathname).toBe('/account-settings');
  });

  it('Sign Out logs out on the server, which clears the cookies, then goes to / with a reload', async () => {
    const logouts: Array<{ authorization: string | null; delivery: string | null; body: unknown }> = [];
    server.use(
      meHandler(),
      // Records the call, then falls through to the fake server, which clears the cookies.
      http.post('*/v2/auth/logout', async ({ request }) => {
        logouts.push({
          authorization: request.headers.get('Authorization'),
          delivery: request.headers.get('X-Token-Delivery'),
          body: await request.clone().json(),
        });
      }),
    );
    const assign = spyOnLocationAssign();
    const { user, cookies } = renderApp('/home', { cookies: signedInCookies() });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });

    await user.click(header().getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/'));
    // The refresh token is in the HttpOnly cookie, never in the body.
    expect(logouts).toEqual([
      { authorization: expect.stringMatching(/^Bearer /), delivery: 'cookie', body: {} },
    ]);
    expect(cookies.get('refresh-token')).toBeNull();
    expect(cookies.get('session-hint')).toBeNull();
    expect(header().getByText('You are not logged in.')).toBeTruthy();
  });

  it('Sign Out resets locally even when the logout call fails', async () => {
    server.use(
      meHandler(),
      http.post('*/v2/auth/logout', () =>
        HttpResponse.json({ code: 'unavailable', message: 'Try again later' }, { status: 503 }),
      ),
    );
    const assign = spyOnLocationAssign();
    const { user, cookies } = renderApp('/', { cookies: signedInCookies() });
    await header().findByText('Welcome, ada@example.com');

    await user.click(header().getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(header().getByText('You are not logged in.')).toBeTruthy();
    // Only the server can clear its HttpOnly cookie; this one did not answer.
    expect(cookies.get('refresh-token')).not.toBeNull();
  });

  it('on the error page, Sign In and Register go to /login and /register', async () => {
    const { router, user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Oops! Something went wrong' });

    await user.click(header().getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    // Only the page's own dialog: the header did not open a second one.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await act(() => router.navigate('/still-missing'));
    await screen.findByRole('heading', { name: 'Oops! Something went wrong' });
    await user.click(header().getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
  });

  it('leaving the error page gives the header its dialogs back', async () => {
    const { router, user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Oops! Something went wrong' });
    await act(() => router.navigate('/'));
    await user.click(header().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
