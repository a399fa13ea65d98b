import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser, anAuthSession, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const adaSession = anAuthSession(aCurrentUser());

function loginHandler(bodies: unknown[] = []) {
  return http.post('*/v2/auth/login', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(adaSession);
  });
}

async function signInThrough(dialog: ReturnType<typeof within>, user: ReturnType<typeof renderApp>['user']) {
  await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
  await user.type(dialog.getByLabelText('Password'), 'correct horse battery');
  await user.click(dialog.getByRole('button', { name: 'Sign In' }));
}

describe('protected routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['/dashboard', '/workflow/new', '/rfp/marketplace', '/payments', '/rfp/create'])(
    'guards %s',
    async (path) => {
      const { router } = renderApp([path]);
      await screen.findByRole('heading', { level: 1, name: /robots find their next job/ });
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(router.state.location.state).toEqual({ from: { pathname: path, search: '', hash: '' } });
    },
  );

  it('sends a guest to / replacing the history entry and remembering the origin', async () => {
    const { router } = renderApp(['/policy/terms', '/account-settings?tab=profile#security']);
    await screen.findByRole('heading', { level: 1, name: /robots find their next job/ });

    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/account-settings', search: '?tab=profile', hash: '#security' },
    });
    // Replaced, not pushed: Back skips the protected page instead of bouncing off it again.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/policy/terms');
  });

  it('shows a spinner, not a redirect, while a saved session is checked', async () => {
    server.use(
      http.get('*/v2/auth/me', async () => {
        await delay(80);
        return HttpResponse.json(aCurrentUser());
      }),
    );
    const { router } = renderApp('/account-settings', { cookies: signedInCookies() });

    expect(screen.getByText('Checking your session...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account-settings');
    // The screen's chunk loads on the way (a lazy route): give it the time a loaded machine needs.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account-settings');
  });

  it('returns to the remembered origin after signing in from the header', async () => {
    const bodies: unknown[] = [];
    server.use(loginHandler(bodies));
    const { router, user } = renderApp('/account-settings');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }));
    await signInThrough(within(await screen.findByRole('dialog', { name: 'Sign In' })), user);

    // The screen's chunk loads on the way (a lazy route): give it the time a loaded machine needs.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account-settings');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'correct horse battery' }]);
  });

  it('goes to /home after a sign-in with no origin, and /home greets the user', async () => {
    server.use(
      loginHandler(),
      listProductsHandler(() => []),
    );
    const { router, user } = renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }));
    await signInThrough(within(await screen.findByRole('dialog', { name: 'Sign In' })), user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText('Customer')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Available Products' })).toBeTruthy();
  });
});

describe('/login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the sign-in dialog open over the welcome card: no Cancel, Escape does nothing', async () => {
    const { user } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The page behind is hidden from assistive technology while the modal dialog is open.
    expect(screen.getByRole('heading', { name: 'Welcome to RoboMarket', hidden: true })).toBeTruthy();

    await user.keyboard('{Escape}');
    // A click on the overlay; the modal makes the page inert, so the pointer-events check is skipped.
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(document.body);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows a first-time visitor the cookie consent inside the dialog, where it can be answered', async () => {
    const { user } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    const consent = await within(dialog).findByRole('region', { name: 'Cookies on RoboMarket' });
    // One consent only: none left under the dialog's overlay.
    expect(screen.getAllByRole('region', { name: 'Cookies on RoboMarket', hidden: true })).toHaveLength(1);
    await user.click(within(consent).getByRole('button', { name: 'Reject Optional' }));
    expect(within(dialog).queryByRole('region', { name: 'Cookies on RoboMarket' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('cookieSettings') ?? 'null')).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    window.localStorage.clear();
  });

  it('shows a failed sign-in in the dialog, keeps it open, and raises no browser alert', async () => {
    server.use(
      http.post('*/v2/auth/login', () =>
        HttpResponse.json(errorBody('unauthenticated', 'Invalid email or password'), { status: 401 }),
      ),
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router, user } = renderApp('/login');
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await signInThrough(dialog, user);

    expect((await dialog.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      within(screen.getByRole('banner', { hidden: true })).getByText('You are not logged in.'),
    ).toBeTruthy();
  });

  it('signs in and goes to the origin remembered before /login', async () => {
    server.use(loginHandler());
    const { router, user } = renderApp('/account-settings');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The header's Register on the guest page, then "Sign In" from the register dialog's link:
    // both must carry the origin along.
    await act(() => router.navigate('/login', { state: router.state.location.state }));
    await signInThrough(within(await screen.findByRole('dialog', { name: 'Sign In' })), user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('registration', () => {
  // Seven typed fields, then the /home chunk: slow on a busy two-core machine, hence the longer timeout.
  it('registers a business from the header with the contract body and lands on /home', async () => {
    const bodies: unknown[] = [];
    const business = aCurrentUser({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      user_type: 'BUSINESS',
      role: 'parent_dealership',
      memberships: [
        {
          id: '0b6f0d5e-6b53-4b0c-8a43-2f4b8f3f1a10',
          business_id: '5d0e6f57-2a4e-4f43-9f0b-0d1d9a4b7c22',
          role: 'ADMIN',
          roles: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'],
          name: 'Cobol Robotics',
          logo_url: null,
        },
      ],
    });
    server.use(
      http.post('*/v2/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(anAuthSession(business), { status: 201 });
      }),
      listProductsHandler(() => []),
    );
    const { router, user } = renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: /Business/ }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    await user.type(dialog.getByLabelText('Company Name'), 'Cobol Robotics');
    await user.click(dialog.getByRole('combobox', { name: 'Business Type' }));
    await user.click(await screen.findByRole('option', { name: 'Parent Company' }));
    await user.type(dialog.getByLabelText('Email'), 'grace@example.com');
    await user.type(dialog.getByLabelText('First Name'), 'Grace');
    await user.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await user.type(dialog.getByLabelText('Password'), 'nanoseconds-11.8');
    await user.type(dialog.getByLabelText('Confirm Password'), 'nanoseconds-11.8');
    await user.click(dialog.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText('Parent Dealership')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'My Products' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Welcome, grace@example.com')).toBeTruthy();
    expect(bodies).toEqual([
      {
        user_type: 'BUSINESS',
        email: 'grace@example.com',
        password: 'nanoseconds-11.8',
        first_name: 'Grace',
        last_name: 'Hopper',
        company_name: 'Cobol Robotics',
        business_type: 'parent_company',
      },
    ]);
    // A long form typed key by key: slow on a shared two-core machine.
  }, 15_000);

  it('shows the server message inline when registration fails, without a browser alert', async () => {
    server.use(
      http.post('*/v2/auth/register', () =>
        HttpResponse.json(errorBody('conflict', 'An account with this e-mail already exists.'), {
          status: 409,
        }),
      ),
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router, user } = renderApp('/register');
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: /Customer/ }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('First Name'), 'Ada');
    await user.type(dialog.getByLabelText('Last Name'), 'Lovelace');
    await user.type(dialog.getByLabelText('Password'), 'analytical-engine');
    await user.type(dialog.getByLabelText('Confirm Password'), 'analytical-engine');
    await user.click(dialog.getByRole('button', { name: 'Create Account' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'An account with this e-mail already exists.',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/register');
    vi.unstubAllGlobals();
  });

  it('closing the /register dialog goes to /', async () => {
    const { router, user } = renderApp('/register');
    const dialog = within(await screen.findByRole('dialog', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Welcome to RoboMarket', hidden: true })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a signed-in visitor of /login on to /home', async () => {
    server.use(
      meHandler(),
      listProductsHandler(() => []),
    );
    const { router } = renderApp('/login', { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });
});
