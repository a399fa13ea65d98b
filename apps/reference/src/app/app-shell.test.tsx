import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import { businessesHandler, invitationsHandler } from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { aProduct, listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';
import { listWorkflowsHandler, metricsHandler, paymentsHandler } from '../test/workflow-fixtures';

// The signed-in app shell (issue 8 §1, §4; issue 30): primary navigation, logo, breadcrumbs, titles, the
// skip link and the focus after a navigation, over the real route table.

const primaryNav = () => screen.getByRole('navigation', { name: 'Primary' });
const navLinks = () =>
  within(primaryNav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const currentNavLinks = () =>
  within(primaryNav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
const announcer = () => document.querySelector('[data-route-announcer]');
const focusedHeading = () => (document.activeElement?.tagName === 'H1' ? document.activeElement : null);

function signInAs(role: 'customer' | 'dealer' | 'parent_dealership' | 'child_dealership' | 'admin') {
  server.use(
    meHandler(aCurrentUser({ role, user_type: role === 'customer' ? 'CUSTOMER' : 'BUSINESS' })),
    listProductsHandler(() => []),
    invitationsHandler(),
    businessesHandler(),
  );
}

describe('app shell', () => {
  it('a guest gets no primary navigation, and the logo leads to the landing page', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' });
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    expect(screen.getByRole('link', { name: 'RoboMarket home' }).getAttribute('href')).toBe('/');
  });

  it('a customer: Home, Dashboard, Workflows, the RFP Marketplace and Payments (no My Products, nothing unbuilt), marked where it is; the logo leads Home', async () => {
    signInAs('customer');
    const { router } = renderApp('/home', { cookies: signedInCookies() });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    expect(navLinks()).toEqual([
      ['Home', '/home'],
      ['Dashboard', '/dashboard'],
      ['Workflows', '/workflows'],
      ['RFP Marketplace', '/rfp/marketplace'],
      ['Payments', '/payments'],
    ]);
    expect(currentNavLinks()).toEqual(['Home']);

    await act(() => router.navigate('/account-settings'));
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    expect(currentNavLinks()).toEqual([]);
    expect(screen.getByRole('link', { name: 'RoboMarket home' }).getAttribute('href')).toBe('/home');
  });

  it.each(['dealer', 'parent_dealership', 'child_dealership'] as const)(
    'a seller (%s) also gets My Products, marked on each of its addresses',
    async (role) => {
      signInAs(role);
      const { router, user } = renderApp('/home', { cookies: signedInCookies() });
      await screen.findByRole('heading', { name: 'Welcome back, Ada' });
      expect(navLinks()).toEqual([
        ['Home', '/home'],
        ['Dashboard', '/dashboard'],
        ['Workflows', '/workflows'],
        ['RFP Marketplace', '/rfp/marketplace'],
        ['Payments', '/payments'],
        ['My Products', '/business/products'],
      ]);
      await user.click(within(primaryNav()).getByRole('link', { name: 'My Products' }));
      // The screen's code loads on the way (lazy routes): the mark moves once it has rendered.
      await waitFor(() => expect(currentNavLinks()).toEqual(['My Products']));
      expect(router.state.location.pathname).toBe('/business/products');
      await act(() => router.navigate('/business/products/inventory'));
      await waitFor(() => expect(currentNavLinks()).toEqual(['My Products']));
    },
  );

  it('the platform admin, who does not sell, gets no My Products', async () => {
    signInAs('admin');
    renderApp('/home', { cookies: signedInCookies() });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    expect(navLinks()).toEqual([
      ['Home', '/home'],
      ['Dashboard', '/dashboard'],
      ['Workflows', '/workflows'],
      ['RFP Marketplace', '/rfp/marketplace'],
      ['Payments', '/payments'],
    ]);
  });

  it('marks Dashboard on each of its addresses, titled "Business Dashboard"', async () => {
    signInAs('customer');
    server.use(metricsHandler(), paymentsHandler(), listWorkflowsHandler([]));
    const { router } = renderApp('/dashboard', { cookies: signedInCookies() });
    await waitFor(() => expect(currentNavLinks()).toEqual(['Dashboard']), { timeout: 10_000 });
    await vi.waitFor(() => expect(document.title).toBe('Business Dashboard · RoboMarket'));
    for (const path of ['/business', '/business/dashboard']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(currentNavLinks()).toEqual(['Dashboard']));
    }
  });

  it('a product page leads a customer back Home and a seller back to My Products', async () => {
    const product = aProduct({ name: 'Vector C10' });
    server.use(http.get('*/v2/products/:id', () => HttpResponse.json(product)));
    signInAs('customer');
    const customer = renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    await screen.findByRole('heading', { level: 1, name: 'Vector C10' });
    let trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link').getAttribute('href')).toBe('/home');
    expect(trail.getByText('Vector C10').getAttribute('aria-current')).toBe('page');
    await customer.user.click(trail.getByRole('link', { name: 'Home' }));
    expect(customer.router.state.location.pathname).toBe('/home');
    customer.unmount();

    signInAs('dealer');
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    await screen.findByRole('heading', { level: 1, name: 'Vector C10' });
    trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'My Products' }).getAttribute('href')).toBe('/business/products');
  });

  it('a signed-in user on / is offered the way Home instead of the waitlist', async () => {
    signInAs('customer');
    renderApp('/', { cookies: signedInCookies() });
    const links = await screen.findAllByRole('link', { name: 'Go to Home' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/home', '/home']);
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).toBeNull();
  });

  it('a guest on / still gets the waitlist', async () => {
    renderApp('/');
    expect(await screen.findAllByRole('button', { name: 'Join Waitlist' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Go to Home' })).toBeNull();
  });
});

describe('document titles', () => {
  it.each([
    ['/', 'RoboMarket — The marketplace where robots find their next job'],
    ['/login', 'Sign In · RoboMarket'],
    ['/register', 'Register · RoboMarket'],
    ['/no-such-page', 'Page not found · RoboMarket'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp(path);
    await vi.waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/home', 'Home · RoboMarket'],
    ['/account-settings', 'Account Settings · RoboMarket'],
    ['/business/settings', 'Business Settings · RoboMarket'],
    ['/business/products', 'My Products · RoboMarket'],
    ['/workflow/new', 'Create Workflow · RoboMarket'],
  ])('signed in, %s is titled "%s"', async (path, title) => {
    signInAs('dealer');
    renderApp(path, { cookies: signedInCookies() });
    await vi.waitFor(() => expect(document.title).toBe(title));
  });

  it("a product page is titled with the product's name once it has loaded", async () => {
    const product = aProduct({ name: 'Vector C10' });
    server.use(http.get('*/v2/products/:id', () => HttpResponse.json(product)));
    signInAs('customer');
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    await vi.waitFor(() => expect(document.title).toBe('Vector C10 · RoboMarket'));
  });

  it("a missing product's page says so in its title", async () => {
    server.use(
      http.get('*/v2/products/:id', () =>
        HttpResponse.json({ code: 'not_found', message: 'Product not found' }, { status: 404 }),
      ),
    );
    signInAs('customer');
    renderApp(`/product/${aProduct().id}`, { cookies: signedInCookies() });
    await vi.waitFor(() => expect(document.title).toBe('Product not found · RoboMarket'));
  });

  it.each([
    ['a guest on the landing page', '/', null],
    ['a customer at Home', '/home', 'customer'],
    ['a dealer in the business pages', '/business/products', 'dealer'],
  ] as const)(
    'the first Tab reaches "Skip to main content" for %s, and Enter puts the focus on main',
    async (_, path, role) => {
      if (role) signInAs(role);
      const { user } = renderApp(path, role ? { cookies: signedInCookies() } : {});
      await screen.findByRole('heading', { level: 1 });
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(document.activeElement).toBe(skip);
      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(screen.getByRole('main'));
      await user.tab();
      // The next Tab continues after the header: in the page, or the footer when the page has no control.
      expect(screen.getByRole('banner').contains(document.activeElement)).toBe(false);
      expect(document.activeElement).not.toBe(document.body);
    },
  );

  it("moves the focus to the new page's heading after a navigation, and says nothing twice", async () => {
    const product = aProduct({ name: 'Vector C10' });
    server.use(http.get('*/v2/products/:id', () => HttpResponse.json(product)));
    signInAs('customer');
    const { router } = renderApp('/home', { cookies: signedInCookies() });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    const region = announcer();
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    // The first page is the browser's own load: the focus stays where the browser put it.
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/account-settings'));
    await vi.waitFor(() => expect(document.title).toBe('Account Settings · RoboMarket'));
    await vi.waitFor(() => expect(focusedHeading()).toBe(screen.getByRole('heading', { level: 1 })));
    expect(announcer()?.textContent).toBe('');

    await act(() => router.navigate(`/product/${product.id}`));
    await vi.waitFor(() =>
      expect(focusedHeading()).toBe(screen.getByRole('heading', { level: 1, name: 'Vector C10' })),
    );
    expect(announcer()?.textContent).toBe('');

    await act(() => router.navigate('/home'));
    await vi.waitFor(() =>
      expect(focusedHeading()).toBe(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })),
    );
  });
});
