import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { aProduct, listProductsHandler, SELLER_ID } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const customer = aCurrentUser({ role: 'customer' });

const queries = (seen: URLSearchParams[]) => seen.map((query) => query.toString());

describe('header search → /browse', () => {
  it('opens /browse with the words and the category, and lists what the server found', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [aProduct({ name: 'Gripper Arm' })], { seen }),
    );
    const { router, user } = renderApp('/categories', { cookies: signedInCookies() });
    const search = await screen.findByRole('search', { name: 'Search the marketplace' });
    await user.click(within(search).getByRole('combobox', { name: 'Search category' }));
    await user.click(await screen.findByRole('option', { name: 'Robots' }));
    await user.type(within(search).getByRole('searchbox', { name: 'Search query' }), '  gripper arm {Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(router.state.location.search).toBe('?q=gripper+arm&category=robots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “gripper arm”' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Gripper Arm' })).toBeTruthy();
    expect(queries(seen)).toContain('q=gripper+arm&category=ROBOT');
    // The header search keeps the words and category of the page.
    expect(screen.getByDisplayValue('gripper arm')).toBe(
      screen.getByRole('searchbox', { name: 'Search query' }),
    );
  });
});

describe('the landing page search, for a visitor', () => {
  it('opens /browse with the results, keeping the words in the box', async () => {
    const seen: URLSearchParams[] = [];
    server.use(listProductsHandler(() => [aProduct({ name: 'Pallet Gripper' })], { seen }));
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /robots find their next job/ });
    const search = screen.getByRole('search', { name: 'Search the marketplace' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search query' }), 'gripper{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(router.state.location.search).toBe('?q=gripper');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “gripper”' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pallet Gripper' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search query' })).toHaveProperty('value', 'gripper');
    expect(queries(seen)).toEqual(['q=gripper']);
  });
});

describe('/browse', () => {
  it('reads its filters from the address and writes changes back, so back and forward restore them', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [aProduct({ name: 'Servo' })], { seen }),
    );
    const { router, user } = renderApp('/browse?category=parts&condition=USED&sort=price_asc', {
      cookies: signedInCookies(),
    });
    expect(await screen.findByRole('heading', { name: 'Servo' })).toBeTruthy();
    expect(queries(seen)).toEqual(['category=PART&condition=USED&sort=price_asc']);
    expect(screen.getByRole('combobox', { name: 'Condition' }).textContent).toContain('Used');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: high to low' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?category=parts&condition=USED&sort=price_desc'),
    );
    await vi.waitFor(() => expect(queries(seen)).toContain('category=PART&condition=USED&sort=price_desc'));

    await router.navigate(-1);
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Price: low to high'),
    );
  });

  it('filters by a price typed with commas between thousands, asking the server for the exact amount', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [aProduct({ name: 'Servo' })], { seen }),
    );
    const { router, user } = renderApp('/browse', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Servo' })).toBeTruthy();
    await user.type(screen.getByLabelText('Min price'), '30,000');
    await user.type(screen.getByLabelText('Max price'), '45000.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(queries(seen)).toContain('minPrice=30000.00&maxPrice=45000.50'));
    expect(router.state.location.search).toContain('minPrice=30000.00');
  });

  it("shows a seller's products under the seller's name", async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [aProduct({ name: 'Arm', seller_name: 'Northgate Robotics' })], { seen }),
    );
    renderApp(`/browse?seller=${SELLER_ID}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Products from Northgate Robotics' }),
    ).toBeTruthy();
    expect(queries(seen)).toEqual([`sellerId=${SELLER_ID}`]);
  });

  it('says when nothing matched and clears the search and filters on request', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [], { seen }),
    );
    const { router, user } = renderApp('/browse?q=hexapod&condition=NEW', { cookies: signedInCookies() });
    expect(await screen.findByText('No products match “hexapod”')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) ?? document.body);
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No products available yet')).toBeTruthy();
  });

  it('ignores values of the address it does not understand', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [], { seen }),
    );
    renderApp('/browse?category=drones&condition=MINT&sort=relevance&minPrice=abc&seller=nobody', {
      cookies: signedInCookies(),
    });
    expect(await screen.findByText('No products available yet')).toBeTruthy();
    expect(queries(seen)).toEqual(['']);
  });

  it('shows visitors the results without a sign-in, asked for without credentials', async () => {
    const seen: URLSearchParams[] = [];
    const authorization: (string | null)[] = [];
    server.use(
      // Looks and passes the request on to the catalogue's handler.
      http.get('*/v2/products', ({ request }) => {
        authorization.push(request.headers.get('Authorization'));
        return undefined;
      }),
      listProductsHandler(() => [aProduct({ name: 'Guest Arm' })], { seen }),
    );
    const { router } = renderApp('/browse?q=arm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “arm”' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Guest Arm' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/browse');
    expect(queries(seen)).toEqual(['q=arm']);
    expect(authorization).toEqual([null]);
  });
});

describe('the other browsing pages', () => {
  it.each([
    ['/deals', 'Deals', 'on_sale=true&sort=saving'],
    ['/trending', 'Trending', 'sort=trending'],
    ['/new', 'New in the last 30 days', 'sort=newest'],
  ])('%s lists its products with the right query', async (path, title, query) => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(customer),
      listProductsHandler(() => [aProduct({ name: 'Fresh Arm', created_at: new Date().toISOString() })], {
        seen,
      }),
    );
    renderApp(path, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Fresh Arm' })).toBeTruthy();
    expect(queries(seen)).toEqual([query]);
    // The secondary navigation marks the page.
    const nav = screen.getByRole('navigation', { name: 'Marketplace' });
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(path);
  });

  it('/new leaves out products older than 30 days and stops paging there', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    server.use(
      meHandler(customer),
      listProductsHandler(
        () => [
          aProduct({ name: 'Fresh Arm', created_at: new Date().toISOString() }),
          aProduct({ name: 'Old Arm', created_at: old }),
        ],
        { pageSize: 2 },
      ),
    );
    renderApp('/new', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Fresh Arm' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Old Arm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('/categories leads each category to its browse page', async () => {
    server.use(meHandler(customer));
    renderApp('/categories', { cookies: signedInCookies() });
    expect((await screen.findByRole('link', { name: 'Accessories' })).getAttribute('href')).toBe(
      '/browse?category=accessories',
    );
  });

  it('/sell invites a guest to register a business', async () => {
    renderApp('/sell');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on RoboMarket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register as a business' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('/sell gives a seller Add New Product and their latest listings', async () => {
    const dealer = aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' });
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(dealer),
      listProductsHandler(() => [aProduct({ name: 'My Arm', seller_id: dealer.id })], { seen }),
    );
    renderApp('/sell', { cookies: signedInCookies() });
    expect((await screen.findByRole('link', { name: 'Add New Product' })).getAttribute('href')).toBe(
      '/business/products',
    );
    expect(await screen.findByRole('heading', { name: 'My Arm' })).toBeTruthy();
    expect(queries(seen)).toEqual([`sellerId=${dealer.id}&limit=3`]);
  });
});
