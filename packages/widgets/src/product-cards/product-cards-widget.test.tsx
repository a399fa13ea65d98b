import type { components } from '@robomarket/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsFilter, cardsLimit, DEFAULT_CARDS_LIMIT, imageUrl, publicProducts } from './cards-options';
import { RoboMarketProductCards } from './product-cards-widget';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SELLER = '2b7e1c4d-8f3a-4b6c-9d0e-1f2a3b4c5d6e';

type Product = components['schemas']['Product'];

/** A product as GET /v2/products answers it. */
function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    name: 'Atlas Picker Arm',
    description: 'A six-axis arm for picking totes.',
    price: '12500.00',
    currency: 'USD',
    category: 'ROBOT',
    condition: 'NEW',
    images: ['/api/images/demo-atlas.png'],
    specifications: { Payload: '10 kg' },
    seller_id: SELLER,
    seller_name: 'Northgate Robotics',
    created_at: '2026-02-10T09:30:00Z',
    updated_at: '2026-02-10T09:30:00Z',
    ...overrides,
  };
}

/** Answers GET /v2/products with `answer`; any other request fails the test. */
function stubApi(answer: (url: URL) => Response | Promise<Response>) {
  const requests: { url: URL; headers: Headers; credentials: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      if (request.method !== 'GET' || url.pathname !== '/v2/products') {
        throw new Error(`unexpected request ${request.method} ${request.url}`);
      }
      requests.push({ url, headers: request.headers, credentials: request.credentials });
      return answer(url);
    }),
  );
  return requests;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RoboMarketProductCards', () => {
  it("shows the seller's products as cards linking to RoboMarket, asking with the key and the filters", async () => {
    const requests = stubApi(() =>
      json(200, {
        products: [
          product(),
          product({ id: '7a2f3e4d-5c6b-4a79-8887-b6c5d4e3f201', name: 'Gripper', category: 'PART' }),
        ],
        next_cursor: null,
      }),
    );
    render(
      <RoboMarketProductCards
        apiBase="https://robomarket.example/"
        publishableKey="pk_test_cards"
        sellerId={` ${SELLER} `}
        category="robot"
        limit="3"
      />,
    );
    const list = await screen.findByRole('list', { name: 'Products on RoboMarket' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    const link = first.getByRole('link', { name: /Atlas Picker Arm/ });
    expect(link.getAttribute('href')).toBe(
      'https://robomarket.example/product/6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(first.getByRole('img', { name: 'Atlas Picker Arm' }).getAttribute('src')).toBe(
      'https://robomarket.example/api/images/demo-atlas.png',
    );
    expect(first.getByText('$12,500.00')).toBeTruthy();
    const [request] = requests;
    expect(request?.headers.get('X-Publishable-Key')).toBe('pk_test_cards');
    expect(request?.credentials).not.toBe('include');
    expect(request?.url.searchParams.get('sellerId')).toBe(SELLER);
    expect(request?.url.searchParams.get('category')).toBe('ROBOT');
    expect(request?.url.searchParams.get('limit')).toBe('3');
  });

  it("says 'No products available yet' when the seller has none", async () => {
    stubApi(() => json(200, { products: [], next_cursor: null }));
    render(<RoboMarketProductCards apiBase="https://robomarket.example" publishableKey="pk_test_cards" />);
    expect(await screen.findByText('No products available yet')).toBeTruthy();
    expect(screen.getByText('Check back soon for our upcoming robotic products and solutions.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('announces loading until the answer comes', async () => {
    stubApi(() => new Promise<Response>(() => {}));
    render(<RoboMarketProductCards apiBase="https://robomarket.example" publishableKey="pk_test_cards" />);
    expect(screen.getByRole('status').textContent).toBe('Loading amazing products...');
  });

  it("shows the server's refusal of a key, and Try again asks again", async () => {
    let refused = true;
    const requests = stubApi(() =>
      refused
        ? json(401, { code: 'unauthenticated', message: 'Unknown or revoked publishable key' })
        : json(200, { products: [product()], next_cursor: null }),
    );
    render(<RoboMarketProductCards apiBase="https://robomarket.example" publishableKey="pk_test_cards" />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Unknown or revoked publishable key'),
    );
    refused = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list');
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });

  it('says RoboMarket cannot be reached when the browser blocks the answer (CORS)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<RoboMarketProductCards apiBase="https://robomarket.example" publishableKey="pk_test_cards" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain("We couldn't reach RoboMarket.");
  });

  it('refuses a seller-id or category it cannot use rather than showing everything', async () => {
    const requests = stubApi(() => json(200, { products: [product()], next_cursor: null }));
    render(<RoboMarketProductCards publishableKey="pk_test_cards" sellerId="seller-42" />);
    expect((await screen.findByRole('alert')).textContent).toContain('seller-id is not a valid seller id');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    document.body.replaceChildren();
    render(<RoboMarketProductCards publishableKey="pk_test_cards" category="drones" />);
    expect((await screen.findByRole('alert')).textContent).toContain('"drones" is not a RoboMarket category');
    expect(requests).toHaveLength(0);
  });
});

describe('cards options', () => {
  it.each([
    [undefined, DEFAULT_CARDS_LIMIT],
    ['', DEFAULT_CARDS_LIMIT],
    ['six', DEFAULT_CARDS_LIMIT],
    ['2.5', DEFAULT_CARDS_LIMIT],
    ['3', 3],
    ['0', 1],
    ['500', 100],
    [8, 8],
  ])('limit %j → %i', (value, expected) => {
    expect(cardsLimit(value)).toBe(expected);
  });

  it('forgives case and spaces in the filters', () => {
    expect(cardsFilter(` ${SELLER.toUpperCase()} `, ' service ')).toEqual({
      ok: true,
      query: { sellerId: SELLER, category: 'SERVICE' },
    });
    expect(cardsFilter(undefined, '')).toEqual({ ok: true, query: {} });
  });

  it('resolves root-relative images against api-base and drops anything but http(s)', () => {
    expect(imageUrl('/api/images/x.png', 'https://rm.example/base/')).toBe(
      'https://rm.example/base/api/images/x.png',
    );
    expect(imageUrl('https://cdn.example/x.png', 'https://rm.example')).toBe('https://cdn.example/x.png');
    expect(imageUrl('javascript:alert(1)', 'https://rm.example')).toBeUndefined();
    expect(imageUrl('//evil.example/x.png', 'https://rm.example')).toBeUndefined();
  });

  it('copies only the fields a card shows', () => {
    const answered = Object.assign(product(), { extra: 'secret' });
    const [copied] = publicProducts([answered], '');
    expect(copied).not.toHaveProperty('extra');
    expect(copied).not.toHaveProperty('seller_id');
    expect(copied?.specifications).toEqual({});
  });
});
