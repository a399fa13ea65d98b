import { toMinorUnits } from '@robomarket/api-client/money';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONEY_QUERY_PROBLEM } from '../../plugins/openapi/money-query.ts';
import { bearer, registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

interface Product {
  id: string;
  price: string;
  category: string;
  condition: string;
  seller_id: string;
  created_at: string;
}

const clock = testClock();
let parent: Session;
let child: Session;
let dealer: Session;
let customer: Session;
/** Every product in this file's database. */
const catalogue: Product[] = [];

const categories = ['ROBOT', 'PART', 'ACCESSORY', 'SOFTWARE', 'SERVICE'] as const;
const conditions = ['NEW', 'USED', 'REFURBISHED'] as const;
const prices = ['0.10', '99.99', '100.00', '2890.00', '12500.00', '24999.00', '99999999.99'] as const;

const testApp = useTestApp({ now: clock.now });
beforeAll(async () => {
  parent = await registerBusiness(testApp.app);
  child = await registerBusiness(testApp.app, { business_type: 'subsidiary' });
  dealer = await registerBusiness(testApp.app);
  await testApp.database.db.query("UPDATE users SET role = 'dealer' WHERE id = $1", [dealer.user.id]);
  customer = await registerCustomer(testApp.app);
  const sellers = [parent, child, dealer];
  for (let index = 0; index < 23; index += 1) {
    // Several products share a creation time, so the id must break ties for paging to be exact.
    if (index % 3 !== 0) clock.advance(1000);
    const seller = sellers[index % sellers.length] as Session;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/products',
      headers: bearer(seller.access_token),
      payload: {
        name: `Product ${index}`,
        description: 'For the catalogue tests.',
        price: prices[index % prices.length],
        category: categories[index % categories.length],
        // Not in step with the seller (index % 3), so every seller has every condition.
        condition: conditions[Math.floor(index / 3) % conditions.length],
      },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    catalogue.push(response.json());
  }
});

/** Lists as `session` (the customer unless told; null for nobody). */
const list = (query: string, session: Session | null = customer): Promise<LightMyRequestResponse> =>
  testApp.app.inject({
    method: 'GET',
    url: `/v2/products${query}`,
    headers: session === null ? {} : bearer(session.access_token),
  });

/** The catalogue in the API's order: newest first, then by id descending. */
const newestFirst = (products: Product[]) =>
  [...products].sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );

const minor = (price: string) => toMinorUnits(price) ?? -1n;

/** Every page of a query, following `next_cursor`. */
async function allPages(query: string, limit: number): Promise<{ pages: number; products: Product[] }> {
  const products: Product[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query === '' ? '?' : '&';
    const suffix: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const response = await list(`${query}${separator}limit=${limit}${suffix}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { products: Product[]; next_cursor: string | null };
    expect(body.products.length).toBeLessThanOrEqual(limit);
    products.push(...body.products);
    cursor = body.next_cursor;
    pages += 1;
  } while (cursor !== null && pages < 100);
  return { pages, products };
}

describe('GET /v2/products', () => {
  it('answers the first 20 products newest first with a cursor for the rest', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['products', 'next_cursor']);
    expect(body.products).toEqual(newestFirst(catalogue).slice(0, 20));
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(Object.keys(body.products[0]).sort()).toEqual(
      [
        'business_id',
        'category',
        'condition',
        'created_at',
        'currency',
        'description',
        'id',
        'images',
        'name',
        'price',
        'seller_id',
        'seller_name',
        'specifications',
        'updated_at',
      ].sort(),
    );
  });

  it('pages through everything with no duplicates and no gaps, ties included', async () => {
    for (const limit of [1, 2, 5, 7, 23, 100]) {
      const { pages, products } = await allPages('', limit);
      expect(products.map((product) => product.id)).toEqual(
        newestFirst(catalogue).map((product) => product.id),
      );
      expect(pages).toBe(Math.max(1, Math.ceil(catalogue.length / limit)));
    }
  });

  it('pages through a filtered list the same way', async () => {
    const { products } = await allPages(`?sellerId=${parent.user.id}`, 3);
    expect(products).toEqual(
      newestFirst(catalogue.filter((product) => product.seller_id === parent.user.id)),
    );
  });

  it.each(categories)('filters by category %s', async (category) => {
    const expected = newestFirst(catalogue.filter((product) => product.category === category));
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(`?category=${category}&limit=100`)).json().products).toEqual(expected);
  });

  it.each(conditions)('filters by condition %s', async (condition) => {
    const expected = newestFirst(catalogue.filter((product) => product.condition === condition));
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(`?condition=${condition}&limit=100`)).json().products).toEqual(expected);
  });

  it('filters by minimum and maximum price, both inclusive, compared as amounts', async () => {
    const cases: [string, (price: bigint) => boolean][] = [
      ['minPrice=100.00', (price) => price >= 10_000n],
      ['maxPrice=100.00', (price) => price <= 10_000n],
      ['minPrice=99.99&maxPrice=2890.00', (price) => price >= 9_999n && price <= 289_000n],
      ['minPrice=0.00', () => true],
      // As text, "9.00" sorts after "24999.00"; as an amount it is below it.
      ['maxPrice=9.00', (price) => price <= 900n],
      ['minPrice=100000000.00', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = newestFirst(catalogue.filter((product) => keep(minor(product.price))));
      expect((await list(`?${query}&limit=100`)).json().products, query).toEqual(expected);
    }
  });

  it('reads a price filter typed as a person types it as the amount it stands for', async () => {
    const cases: [string, (price: bigint) => boolean][] = [
      ['minPrice=100', (price) => price >= 10_000n],
      ['minPrice=2,890&maxPrice=30,000', (price) => price >= 289_000n && price <= 3_000_000n],
      ['maxPrice=99.5', (price) => price <= 9_950n],
      ['maxPrice=%20%2099.99%20', (price) => price <= 9_999n],
      ['minPrice=0099.90', (price) => price >= 9_990n],
      ['minPrice=1,000,000,000,000', () => false],
      ['maxPrice=9999999999999.99', () => true],
    ];
    for (const [query, keep] of cases) {
      const expected = newestFirst(catalogue.filter((product) => keep(minor(product.price))));
      expect((await list(`?${query}&limit=100`)).json().products, query).toEqual(expected);
    }
  });

  it('refuses a price filter that is not an amount, naming the parameter and what to type', async () => {
    const refused: [string, string][] = [
      ['minPrice=1e5', 'minPrice'],
      ['maxPrice=-1', 'maxPrice'],
      ['minPrice=30.000,5', 'minPrice'],
      ['minPrice=30,00', 'minPrice'],
      ['maxPrice=Infinity', 'maxPrice'],
      ['minPrice=12345678901234', 'minPrice'],
      ['minPrice=10,000,000,000,000', 'minPrice'],
      ['maxPrice=30000.505', 'maxPrice'],
      ['maxPrice=%E2%80%AE30000', 'maxPrice'],
      ['minPrice=', 'minPrice'],
    ];
    for (const [query, field] of refused) {
      const response = await list(`?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        code: 'validation_failed',
        message: `${field === 'minPrice' ? 'Min price' : 'Max price'} ${MONEY_QUERY_PROBLEM}`,
        error: `querystring/${field} ${MONEY_QUERY_PROBLEM}`,
        fields: [{ field, message: MONEY_QUERY_PROBLEM }],
      });
    }
    // NUL and broken encodings are refused before the pattern, as in every text parameter.
    for (const query of ['?minPrice=30%00', '?maxPrice=%ED%A0%80']) {
      expect((await list(query)).json().code, query).toBe('validation_failed');
    }
    // Typed amounts are compared as amounts: the lower bound above the upper is still refused.
    expect((await list('?minPrice=30,000&maxPrice=2,000')).json().message).toBe(
      'The minimum price is above the maximum price',
    );
  });

  it('filters by seller and by seller role', async () => {
    for (const seller of [parent, child, dealer]) {
      const expected = newestFirst(catalogue.filter((product) => product.seller_id === seller.user.id));
      expect(expected.length).toBeGreaterThan(0);
      expect((await list(`?sellerId=${seller.user.id}&limit=100`)).json().products).toEqual(expected);
    }
    for (const [role, seller] of [
      ['parent_dealership', parent],
      ['child_dealership', child],
      ['dealer', dealer],
    ] as const) {
      const expected = newestFirst(catalogue.filter((product) => product.seller_id === seller.user.id));
      expect((await list(`?sellerType=${role}&limit=100`)).json().products, role).toEqual(expected);
    }
    expect((await list(`?sellerId=${customer.user.id}`)).json()).toEqual({ products: [], next_cursor: null });
  });

  it('combines filters', async () => {
    const expected = newestFirst(
      catalogue.filter(
        (product) =>
          product.seller_id === child.user.id &&
          product.condition === 'NEW' &&
          minor(product.price) >= 10_000n,
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    const response = await list(`?sellerType=child_dealership&condition=NEW&minPrice=100.00&limit=100`);
    expect(response.json().products).toEqual(expected);
  });

  it('refuses bad filters, limits and cursors with 400', async () => {
    for (const query of [
      '?category=DRONE',
      '?condition=BROKEN',
      '?minPrice=1.555',
      '?maxPrice=-1.00',
      '?maxPrice=abc',
      '?sellerId=not-a-uuid',
      '?sellerType=customer',
      '?sellerType=admin',
      '?limit=0',
      '?limit=101',
      '?limit=ten',
      '?cursor=',
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`,
      `?cursor=${Buffer.from(JSON.stringify(['2026-03-02T09:00:00.000Z', 'nope'])).toString('base64url')}`,
      '?minPrice=200.00&maxPrice=100.00',
    ]) {
      const response = await list(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('shows visitors without a token the same page, and refuses an unknown publishable key (401)', async () => {
    const response = await list('?limit=100', null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().products).toEqual(newestFirst(catalogue));
    const withKey = await testApp.app.inject({
      method: 'GET',
      url: '/v2/products',
      headers: { 'x-publishable-key': 'pk_test_unknown' },
    });
    expect(withKey.statusCode).toBe(401);
  });

  it('shows the catalogue to sellers as well as buyers', async () => {
    expect((await list('?limit=100', dealer)).json().products).toEqual(newestFirst(catalogue));
  });
});
