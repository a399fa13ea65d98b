import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
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

  it('sends a guest to / and remembers the product', async () => {
    const { router } = renderApp('/product/abc');
    await screen.findByRole('heading', { level: 1, name: /robots find their next job/ });
    expect(router.state.location.state).toEqual({ from: { pathname: '/product/abc', search: '', hash: '' } });
  });
});
