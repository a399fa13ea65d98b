import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { aProduct, listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const customer = aCurrentUser({ role: 'customer' });
const dealer = aCurrentUser({ role: 'dealer', user_type: 'BUSINESS', first_name: 'Grace' });

/** The section a list heading names, e.g. 'Available Products'. */
async function findList(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('home: the catalogue for buyers', () => {
  it.each(['customer', 'admin'] as const)(
    'shows a %s a short greeting over Available Products, newest first from GET /v2/products',
    async (role) => {
      const seen: URLSearchParams[] = [];
      const products = [aProduct({ name: 'Pick-and-Place Cell', price: '1250.50' }), aProduct()];
      server.use(
        meHandler(aCurrentUser({ role })),
        listProductsHandler(() => products, { seen }),
      );
      renderApp('/home', { cookies: signedInCookies() });

      const list = await findList('Available Products');
      expect(await list.findByRole('heading', { name: 'Pick-and-Place Cell' })).toBeTruthy();
      expect(list.getByText('$1,250.50')).toBeTruthy();
      expect(list.getAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'My Products' })).toBeNull();
      // The whole catalogue: no seller filter.
      expect(seen.map((query) => query.toString())).toEqual(['']);
    },
  );

  it('links each card to its product page', async () => {
    const product = aProduct({ name: 'Inspection Drone', specifications: { Range: '8 km' } });
    server.use(
      meHandler(customer),
      listProductsHandler(() => [product]),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    const { router, user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('Available Products');
    await user.click(await list.findByRole('link', { name: 'Inspection Drone' }));

    // The product screen is its own chunk: the address changes once it has arrived.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/product/${product.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection Drone' })).toBeTruthy();
    expect(screen.getByText('8 km')).toBeTruthy();
  });

  it('says it is loading until the catalogue arrives', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      meHandler(customer),
      http.get('*/v2/products', async () => {
        await answered;
        return HttpResponse.json({ products: [aProduct({ name: 'Late Arrival' })], next_cursor: null });
      }),
    );
    renderApp('/home', { cookies: signedInCookies() });

    const list = await findList('Available Products');
    expect((await list.findByRole('status')).textContent).toBe('Loading amazing products...');
    answer();
    expect(await list.findByRole('heading', { name: 'Late Arrival' })).toBeTruthy();
    expect(list.queryByRole('status')).toBeNull();
  });

  it("shows the server's message when loading fails, and Try Again fetches again", async () => {
    let calls = 0;
    server.use(
      meHandler(customer),
      http.get('*/v2/products', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(errorBody('validation_failed', 'The catalogue is being rebuilt'), {
            status: 400,
          });
        }
        return HttpResponse.json({ products: [aProduct({ name: 'Second Try' })], next_cursor: null });
      }),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });

    const list = await findList('Available Products');
    expect((await list.findByRole('alert')).textContent).toContain('The catalogue is being rebuilt');
    await user.click(list.getByRole('button', { name: 'Try Again' }));

    expect(await list.findByRole('heading', { name: 'Second Try' })).toBeTruthy();
    expect(list.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('says so when the catalogue is empty', async () => {
    server.use(
      meHandler(customer),
      listProductsHandler(() => []),
    );
    renderApp('/home', { cookies: signedInCookies() });

    const list = await findList('Available Products');
    expect(await list.findByText('No products available yet')).toBeTruthy();
    expect(list.getByText('Check back soon for our upcoming robotic products and solutions.')).toBeTruthy();
  });

  it("loads the next page from next_cursor with 'Load more' until there is none", async () => {
    const seen: URLSearchParams[] = [];
    const products = ['First', 'Second', 'Third'].map((name) => aProduct({ name }));
    server.use(
      meHandler(customer),
      listProductsHandler(() => products, { pageSize: 2, seen }),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });

    const list = await findList('Available Products');
    expect(await list.findByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(list.queryByRole('heading', { name: 'Third' })).toBeNull();
    await user.click(list.getByRole('button', { name: 'Load more' }));

    expect(await list.findByRole('heading', { name: 'Third' })).toBeTruthy();
    expect(list.getAllByRole('article')).toHaveLength(3);
    expect(list.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(seen.map((query) => query.get('cursor'))).toEqual([null, '2']);
  });
});

describe('home: My Products for sellers', () => {
  it.each(['dealer', 'parent_dealership', 'child_dealership'] as const)(
    'shows a %s their own products (sellerId = their id) instead of the catalogue',
    async (role) => {
      const seen: URLSearchParams[] = [];
      const own = aProduct({ name: 'My Gripper', seller_id: USER_ID });
      const other = aProduct({ name: "Someone Else's Arm" });
      server.use(
        meHandler(aCurrentUser({ role, user_type: 'BUSINESS' })),
        listProductsHandler(() => [own, other], { seen }),
      );
      renderApp('/home', { cookies: signedInCookies() });

      const list = await findList('My Products');
      expect(await list.findByRole('heading', { name: 'My Gripper' })).toBeTruthy();
      expect(list.queryByRole('heading', { name: "Someone Else's Arm" })).toBeNull();
      expect(list.getByRole('button', { name: 'Add New Product' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Available Products' })).toBeNull();
      expect(seen.map((query) => query.get('sellerId'))).toEqual([USER_ID]);
    },
  );

  it('creates a product with the form values, then shows it in the refreshed list', async () => {
    const catalogue: ReturnType<typeof aProduct>[] = [];
    const bodies: unknown[] = [];
    server.use(
      meHandler(dealer),
      listProductsHandler(() => catalogue),
      http.post('*/v2/products', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const product = aProduct({ ...body, seller_id: USER_ID });
        catalogue.unshift(product);
        return HttpResponse.json(product, { status: 201 });
      }),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('My Products');
    expect(await list.findByText('No products yet')).toBeTruthy();

    await user.click(list.getByRole('button', { name: 'Add New Product' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Product' }));
    await user.type(dialog.getByLabelText('Title'), 'Palletising Robot');
    await user.type(dialog.getByLabelText('Description'), 'Stacks 40 boxes a minute.');
    await user.type(dialog.getByLabelText('Price'), '1250.5');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect(await list.findByRole('heading', { name: 'Palletising Robot' })).toBeTruthy();
    expect(list.getByText('$1,250.50')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      {
        name: 'Palletising Robot',
        description: 'Stacks 40 boxes a minute.',
        price: '1250.50',
        category: 'ROBOT',
        condition: 'NEW',
        images: [],
        specifications: {},
      },
    ]);
  });

  it("keeps the form open with the server's message when saving fails", async () => {
    server.use(
      meHandler(dealer),
      listProductsHandler(() => []),
      http.post('*/v2/products', () =>
        HttpResponse.json(errorBody('forbidden', 'Only sellers may list products'), { status: 403 }),
      ),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('My Products');
    await list.findByText('No products yet');

    await user.click(list.getByRole('button', { name: 'Add New Product' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Product' }));
    await user.type(dialog.getByLabelText('Title'), 'Nope');
    await user.type(dialog.getByLabelText('Description'), 'Not allowed.');
    await user.type(dialog.getByLabelText('Price'), '10');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));

    expect((await dialog.findByRole('alert')).textContent).toContain('Only sellers may list products');
    expect(screen.getByRole('dialog', { name: 'Create New Product' })).toBeTruthy();
  });

  it('edits a product with PUT /v2/products/{id} and shows the refreshed list', async () => {
    const product = aProduct({ name: 'Cobot Arm', price: '24999.00', seller_id: USER_ID });
    let catalogue = [product];
    const bodies: unknown[] = [];
    server.use(
      meHandler(dealer),
      listProductsHandler(() => catalogue),
      http.put('*/v2/products/:id', async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push({ id: params.id, body });
        const changed = { ...product, ...body, updated_at: '2026-02-01T10:00:00Z' };
        catalogue = [changed];
        return HttpResponse.json(changed);
      }),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('My Products');
    expect(await list.findByText('$24,999.00')).toBeTruthy();

    await user.click(list.getByRole('button', { name: 'Edit Cobot Arm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    await user.clear(dialog.getByLabelText('Price'));
    await user.type(dialog.getByLabelText('Price'), '19999.9');
    await user.click(dialog.getByRole('button', { name: 'Update Product' }));

    expect(await list.findByText('$19,999.90')).toBeTruthy();
    expect(list.queryByText('$24,999.00')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      {
        id: product.id,
        body: {
          name: 'Cobot Arm',
          description: product.description,
          price: '19999.90',
          category: 'ROBOT',
          condition: 'NEW',
          images: [],
          specifications: {},
        },
      },
    ]);
  });

  it('deletes a product after the confirmation and shows the refreshed list', async () => {
    const product = aProduct({ name: 'Old Rover', seller_id: USER_ID });
    let catalogue = [product];
    const deleted: unknown[] = [];
    server.use(
      meHandler(dealer),
      listProductsHandler(() => catalogue),
      http.delete('*/v2/products/:id', ({ params }) => {
        deleted.push(params.id);
        catalogue = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('My Products');

    await user.click(await list.findByRole('button', { name: 'Delete Old Rover' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete product?' }));
    expect(deleted).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await list.findByText('No products yet')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleted).toEqual([product.id]);
  });

  it("shows 'Failed to delete product' when the delete is refused, and keeps the product", async () => {
    const product = aProduct({ name: 'Guarded Arm', seller_id: USER_ID });
    server.use(
      meHandler(dealer),
      listProductsHandler(() => [product]),
      http.delete('*/v2/products/:id', () =>
        HttpResponse.json(errorBody('forbidden', "Only the product's seller may change it"), {
          status: 403,
        }),
      ),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('My Products');

    await user.click(await list.findByRole('button', { name: 'Delete Guarded Arm' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete product?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect((await confirm.findByRole('alert')).textContent).toContain(
      "Failed to delete product. Only the product's seller may change it",
    );
    // The dialog stays open (the rest of the page is hidden from the accessibility tree meanwhile).
    expect(list.getByRole('heading', { name: 'Guarded Arm', hidden: true })).toBeTruthy();
  });

  it('shows a failed load with Try Again', async () => {
    let calls = 0;
    server.use(
      meHandler(dealer),
      http.get('*/v2/products', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('unavailable', 'Database is asleep'), { status: 400 })
          : HttpResponse.json({ products: [], next_cursor: null });
      }),
    );
    const { user } = renderApp('/home', { cookies: signedInCookies() });
    const list = await findList('My Products');

    expect((await list.findByRole('alert')).textContent).toContain('Database is asleep');
    await user.click(list.getByRole('button', { name: 'Try Again' }));
    expect(await list.findByText('No products yet')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('business products screens', () => {
  it.each(['/business/products', '/business/products/catalog'])(
    '%s shows a seller My Products, without the home greeting',
    async (path) => {
      server.use(
        meHandler(dealer),
        listProductsHandler(() => []),
      );
      renderApp(path, { cookies: signedInCookies() });
      // The seller's views arrive as a chunk of their own: a loaded machine needs a while to compile it.
      const tabs = within(
        await screen.findByRole('navigation', { name: 'Product views' }, { timeout: 10_000 }),
      );
      expect(tabs.getByRole('link', { name: 'Catalog' }).getAttribute('aria-current')).toBe('page');
      expect(await findList('My Products')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
    },
  );

  it.each([
    ['/business/products/inventory', 'Inventory'],
    ['/business/products/pricing', 'Pricing'],
  ])('%s shows a seller the %s table with its tab current', async (path, name) => {
    server.use(
      meHandler(dealer),
      listProductsHandler(() => [aProduct({ seller_id: USER_ID, name: 'Table Arm' })]),
    );
    renderApp(path, { cookies: signedInCookies() });
    const tabs = within(
      await screen.findByRole('navigation', { name: 'Product views' }, { timeout: 10_000 }),
    );
    expect(tabs.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name });
    expect(within(table).getByRole('rowheader', { name: 'Table Arm' })).toBeTruthy();
  });

  it('tells a customer that products are managed by sellers on /business/products', async () => {
    server.use(
      meHandler(customer),
      listProductsHandler(() => [aProduct({ name: 'Service Plan' })]),
    );
    renderApp('/business/products', { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Products are managed by sellers' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Available Products' }).getAttribute('href')).toBe('/home');
  });

  it('keeps a slow answer from flashing an empty list', async () => {
    server.use(
      meHandler(dealer),
      http.get('*/v2/products', async () => {
        await delay(50);
        return HttpResponse.json({
          products: [aProduct({ seller_id: USER_ID, name: 'Slow One' })],
          next_cursor: null,
        });
      }),
    );
    renderApp('/business/products', { cookies: signedInCookies() });
    const list = await findList('My Products');
    expect((await list.findByRole('status')).textContent).toBe('Loading your products...');
    expect(list.queryByText('No products yet')).toBeNull();
    expect(await list.findByRole('heading', { name: 'Slow One' })).toBeTruthy();
  });
});
