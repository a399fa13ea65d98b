import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { aProduct } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

type Offer = components['schemas']['Offer'];

const anOffer = (product: { id: string; seller_id: string }, overrides: Partial<Offer> = {}): Offer => ({
  id: '7a1f0000-0000-4000-8000-0000000000a1',
  productId: product.id,
  productName: 'Welding Arm',
  sellerId: product.seller_id,
  buyerId: aCurrentUser().id,
  buyerName: 'Ada Lovelace',
  buyerBusinessId: null,
  sellerBusinessId: null,
  sentBy: { userId: aCurrentUser().id, name: 'Ada Lovelace', businessId: null, businessName: null },
  answeredBy: null,
  price: '20000.00',
  counterPrice: null,
  agreedPrice: null,
  currency: 'USD',
  quantity: 2,
  message: null,
  status: 'PENDING',
  workflowId: null,
  createdAt: '2026-03-08T10:00:00Z',
  updatedAt: '2026-03-08T10:00:00Z',
  ...overrides,
});

describe('offers on the product page', () => {
  it('lets a buyer make an offer and shows its status', async () => {
    const product = aProduct({ name: 'Welding Arm' });
    const sent: unknown[] = [];
    let offers: Offer[] = [];
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers, next_cursor: null })),
      http.post('*/v2/products/:id/offers', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        offers = [anOffer(product)];
        return HttpResponse.json(offers[0], { status: 201 });
      }),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Make an Offer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an Offer' });
    await user.type(within(dialog).getByLabelText('Your price per unit'), '20000');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(sent).toEqual([{ price: '20000.00', quantity: 2 }]), { timeout: 5000 });
    expect(await screen.findByText('Offer sent', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your offer' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Waiting for the seller's answer.")).toBeTruthy();
  });

  it('lets a buyer ask for an acceptance test with the offer', async () => {
    const product = aProduct({ name: 'Welding Arm' });
    const sent: unknown[] = [];
    let offers: Offer[] = [];
    const test = { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [] };
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers, next_cursor: null })),
      http.post('*/v2/products/:id/offers', async ({ request }) => {
        sent.push(await request.json());
        offers = [anOffer(product, { acceptanceTest: test })];
        return HttpResponse.json(offers[0], { status: 201 });
      }),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Make an Offer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an Offer' });
    await user.type(within(dialog).getByLabelText('Your price per unit'), '20000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add an acceptance test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(sent).toEqual([{ price: '20000.00', quantity: 1, acceptanceTest: test }]), {
      timeout: 5000,
    });
  });

  it("shows the product's seller the offers instead of Make an Offer, and sends a counter", async () => {
    const seller = aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' });
    const product = aProduct({ name: 'Welding Arm', seller_id: seller.id });
    const moves: { body: unknown; key: string | null }[] = [];
    server.use(
      meHandler(seller),
      http.get('*/v2/products/:id/offers', () =>
        HttpResponse.json({ offers: [anOffer(product, { buyerName: 'Buyer Works' })], next_cursor: null }),
      ),
      http.put('*/v2/products/:id/offers/:offerId', async ({ request }) => {
        moves.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json(anOffer(product, { status: 'COUNTERED', counterPrice: '21000.00' }));
      }),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { name: 'Offers on this product' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an Offer' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Counter offer from Buyer Works' }));
    await user.type(screen.getByLabelText('Counter price per unit'), '21000');
    await user.click(screen.getByRole('button', { name: 'Send Counter' }));
    await waitFor(() => expect(moves).toHaveLength(1), { timeout: 5000 });
    expect(moves[0]?.body).toEqual({ status: 'COUNTERED', price: '21000.00' });
    expect(moves[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Counter sent', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("offers a buyer 'Order directly', which opens Create Workflow for the product", async () => {
    const product = aProduct({ name: 'Welding Arm' });
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    const { router } = renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    const order = await screen.findByRole('link', { name: 'Order directly' }, { timeout: 5000 });
    expect(order.getAttribute('href')).toBe(`/workflow/new?product=${product.id}`);
    await userEvent.setup({ delay: null }).click(order);
    await waitFor(() => expect(router.state.location.pathname).toBe('/workflow/new'));
    expect((await screen.findByRole('note', {}, { timeout: 10_000 })).textContent).toBe(
      `Direct order for Welding Arm from ${product.seller_name}`,
    );
  });

  it("does not offer the product's own seller 'Order directly'", async () => {
    const seller = aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' });
    const product = aProduct({ name: 'Welding Arm', seller_id: seller.id });
    server.use(
      meHandler(seller),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { name: 'Offers on this product' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order directly' })).toBeNull();
  });
});
