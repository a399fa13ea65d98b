import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, anAuthSession, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { aProduct, listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

describe('product page', () => {
  it('shows the product from GET /v2/products/{id}', async () => {
    const product = aProduct({
      name: 'Warehouse AMR',
      price: '1250.50',
      category: 'ROBOT',
      condition: 'REFURBISHED',
      description: 'Moves racks of up to 600 kg.',
      specifications: { Payload: '600 kg', 'Battery life': '10 h' },
    });
    const requested: unknown[] = [];
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', ({ params }) => {
        requested.push(params.id);
        return HttpResponse.json(product);
      }),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse AMR' })).toBeTruthy();
    expect(screen.getByText('$1,250.50')).toBeTruthy();
    expect(screen.getByText('Refurbished')).toBeTruthy();
    expect(screen.getByText('Moves racks of up to 600 kg.')).toBeTruthy();
    expect(screen.getByText('600 kg')).toBeTruthy();
    expect(screen.getByText('10 h')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No images available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make an Offer' })).toBeTruthy();
    expect(requested).toEqual([product.id]);
  });

  it("says 'Product not found' on a 404", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/products/:id', () =>
        HttpResponse.json(errorBody('not_found', 'Product not found'), { status: 404 }),
      ),
    );
    renderApp('/product/0d4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7', { cookies: signedInCookies() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByText("This product doesn't exist or was removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads a seller back to My Products from a missing product', async () => {
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      listProductsHandler(() => []),
      http.get('*/v2/products/:id', () =>
        HttpResponse.json(errorBody('not_found', 'Product not found'), { status: 404 }),
      ),
    );
    const { user, router } = renderApp('/product/0d4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7', {
      cookies: signedInCookies(),
    });

    await user.click(await screen.findByRole('link', { name: 'Back to My Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/products'));
  });

  it("says 'Failed to load product' on another failure, and Try Again loads it", async () => {
    const product = aProduct({ name: 'Second Chance' });
    let calls = 0;
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Not today'), { status: 403 })
          : HttpResponse.json(product);
      }),
    );
    const { user } = renderApp(`/product/${product.id}`, { cookies: signedInCookies() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load product');
    expect(alert.textContent).toContain('Not today');
    expect(alert.textContent).not.toContain('Failed to load product:');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Chance' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('reads a server failure as a heading and one sentence, never run together', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/products/:id', () =>
        HttpResponse.json(errorBody('internal', 'Internal server error'), { status: 500 }),
      ),
    );
    renderApp('/product/0d4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7', { cookies: signedInCookies() });

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load product' })).toBeTruthy();
    expect(alert.textContent).toContain('Something went wrong on our side. Try again.');
    expect(alert.textContent).not.toMatch(/Failed to load product:|Internal server error/);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows a visitor the product without a sign-in, read-only, with a way back to Browse', async () => {
    const product = aProduct({ name: 'Open Shelf Picker', description: 'Picks parcels.' });
    const authorization: (string | null)[] = [];
    const offersAsked: unknown[] = [];
    server.use(
      http.get('*/v2/products/:id/offers', ({ params }) => {
        offersAsked.push(params.id);
        return HttpResponse.json({ offers: [], next_cursor: null });
      }),
      http.get('*/v2/products/:id', ({ request }) => {
        authorization.push(request.headers.get('Authorization'));
        return HttpResponse.json(product);
      }),
    );
    const { router } = renderApp(`/product/${product.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Open Shelf Picker' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/product/${product.id}`);
    expect(screen.getByText('Picks parcels.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make an Offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeTruthy();
    expect(screen.getByText('Sign in to make an offer or contact the seller.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order directly' })).toBeNull();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/browse');
    // Asked without credentials; nothing of the signed-in part (offers) is asked for.
    expect(authorization).toEqual([null]);
    expect(offersAsked).toEqual([]);
  });

  it.each(['Make an Offer', 'Contact Seller'])(
    'asks a visitor who chooses %s to sign in, and brings them back to the product',
    async (action) => {
      const product = aProduct({ name: 'Return Trip Arm' });
      server.use(
        http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
        http.get('*/v2/products/:id', () => HttpResponse.json(product)),
        http.post('*/v2/auth/login', () => HttpResponse.json(anAuthSession(aCurrentUser()))),
        meHandler(),
      );
      const { router, user } = renderApp(`/product/${product.id}`);
      await user.click(await screen.findByRole('button', { name: action }));

      const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
      expect(router.state.location.pathname).toBe('/login');
      await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
      await user.type(dialog.getByLabelText('Password'), 'correct horse battery');
      await user.click(dialog.getByRole('button', { name: 'Sign In' }));

      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/product/${product.id}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Return Trip Arm' })).toBeTruthy();
      // Signed in now: the offers part and the direct order are there.
      expect(await screen.findByRole('link', { name: 'Order directly' })).toBeTruthy();
      expect(screen.queryByText('Sign in to make an offer or contact the seller.')).toBeNull();
    },
  );

  it('keeps a visitor who signs in from the header on the product', async () => {
    const product = aProduct({ name: 'Stay Put Arm' });
    server.use(
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
      http.post('*/v2/auth/login', () => HttpResponse.json(anAuthSession(aCurrentUser()))),
      meHandler(),
    );
    const { router, user } = renderApp(`/product/${product.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Stay Put Arm' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('link', { name: 'Order directly' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/product/${product.id}`);
  });

  it("waits for a saved session before asking for the product, so it is asked for as the user's", async () => {
    const product = aProduct({ name: 'Counted Arm' });
    const authorization: (string | null)[] = [];
    server.use(
      http.get('*/v2/auth/me', async () => {
        await delay(50);
        return HttpResponse.json(aCurrentUser());
      }),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', ({ request }) => {
        authorization.push(request.headers.get('Authorization'));
        return HttpResponse.json(product);
      }),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Counted Arm' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(authorization).toHaveLength(1);
    expect(authorization[0]).toMatch(/^Bearer /);
  });
});
