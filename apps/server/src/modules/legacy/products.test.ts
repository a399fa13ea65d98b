import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { dataFingerprint } from '../../test/fuzz/contract-checks.ts';
import { expectError } from '../../test/requests.ts';
import { legacyAmount } from './products.ts';

// The legacy catalogue and offers (issue 29): the old paths, parameter names and money formats, translated
// onto the v2 product and offer operations, which decide who may do what.
const testApp = useTestApp();
const { call } = testApp;
let seller: Session;
let rival: Session;
let buyer: Session;
let otherBuyer: Session;
beforeAll(async () => {
  seller = await registerBusiness(testApp.app, { company_name: 'Legacy Robotics' });
  rival = await registerBusiness(testApp.app, { company_name: 'Rival Automation' });
  buyer = await registerCustomer(testApp.app);
  otherBuyer = await registerCustomer(testApp.app);
});

/** A request with a raw JSON text as its body (numbers JSON.stringify cannot write, such as `1e400`). */
function rawJson(method: 'POST' | 'PUT', url: string, session: Session, json: string) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
    payload: json,
  });
}

/** The data tables' fingerprint but the legacy usage counts (every legacy call is counted). */
async function dataSnapshot(): Promise<() => Promise<Record<string, string>>> {
  const read = await dataFingerprint(testApp.database.db);
  return async () => {
    const { legacy_usage: _usage, ...rest } = await read();
    return rest;
  };
}

function expectDeprecated(response: LightMyRequestResponse, successor: string) {
  expect(response.headers.deprecation).toBe('@1796083200');
  expect(response.headers.sunset).toBe('Wed, 01 Dec 2027 00:00:00 GMT');
  expect(response.headers.link).toContain(`<${successor}>; rel="successor-version"`);
}

interface Product {
  id: string;
  name: string;
  price: string;
  category: string;
  condition: string;
  seller_id: string;
}

async function legacyProduct(session: Session, body: Record<string, unknown> = {}): Promise<Product> {
  const response = await call('POST', '/products', session, {
    name: 'Vector C10 Collaborative Arm',
    description: 'Six-axis collaborative arm.',
    price: '24999.00',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('legacyAmount', () => {
  it('reads 30000, 30000.5 and "30000.50" as "30000.50"-style strings, refusing what is not exact', () => {
    expect(legacyAmount(30000)).toBe('30000.00');
    expect(legacyAmount(30000.5)).toBe('30000.50');
    expect(legacyAmount('30000.50')).toBe('30000.50');
    expect(legacyAmount('30000')).toBe('30000.00');
    expect(legacyAmount(0.1 + 0.2)).toBeUndefined();
    expect(legacyAmount(1e21)).toBeUndefined();
    expect(legacyAmount(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(legacyAmount(-1)).toBeUndefined();
    expect(legacyAmount('1.234')).toBeUndefined();
  });
});

describe('POST /products (create)', () => {
  it('creates with the old fields, a price sent as a JSON number, in the v2 product shape', async () => {
    const response = await call('POST', '/products', seller, {
      name: 'Pathfinder AMR-500',
      description: 'Autonomous mobile robot.',
      price: 30000.5,
      category: 'ROBOT',
      condition: 'NEW',
      images: ['https://cdn.example.com/amr-500/front.jpg'],
      specifications: { Payload: '500 kg' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Pathfinder AMR-500',
      description: 'Autonomous mobile robot.',
      price: '30000.50',
      category: 'ROBOT',
      condition: 'NEW',
      images: ['https://cdn.example.com/amr-500/front.jpg'],
      specifications: { Payload: '500 kg' },
      seller_id: seller.user.id,
    });
    expectDeprecated(response, '/v2/products');
  });

  it('takes "30000" and "30000.5" as strings too', async () => {
    expect((await legacyProduct(seller, { price: '30000' })).price).toBe('30000.00');
    expect((await legacyProduct(seller, { price: '30000.5' })).price).toBe('30000.50');
  });

  it.each([
    ['a NUL in the name', '{"name":"Arm\\u0000","description":"d","price":"10.00"}'],
    ['a lone surrogate in the description', '{"name":"Arm","description":"\\ud800","price":"10.00"}'],
    ['a price of 1e400', '{"name":"Arm","description":"d","price":1e400}'],
    ['a price of -1', '{"name":"Arm","description":"d","price":-1}'],
    ['a price that is not exact', '{"name":"Arm","description":"d","price":0.30000000000000004}'],
    ['a price with three decimals', '{"name":"Arm","description":"d","price":"10.005"}'],
    ['a price of 0', '{"name":"Arm","description":"d","price":0}'],
    ['an unknown field', '{"name":"Arm","description":"d","price":"10.00","colour":"red"}'],
  ])('refuses %s with 400 in the error shape, writing nothing', async (_case, json) => {
    const snapshot = await dataSnapshot();
    const before = await snapshot();
    const response = await rawJson('POST', '/products', seller, json);
    expectError(response, 400, 'validation_failed');
    expectDeprecated(response, '/v2/products');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a buyer as v2 does (403), writing nothing', async () => {
    const snapshot = await dataSnapshot();
    const before = await snapshot();
    const body = { name: 'Arm', description: 'd', price: '10.00' };
    const v2 = await call('POST', '/v2/products', buyer, body);
    const legacy = await call('POST', '/products', buyer, body);
    expect(legacy.statusCode).toBe(v2.statusCode);
    expectError(legacy, 403, 'forbidden');
    expect(await snapshot()).toEqual(before);
  });

  it('names the field at fault of the body it is: a creation with `name`, else a filter', async () => {
    const creation = await call('POST', '/products', seller, { name: 'Arm', price: '1.00' });
    expectError(creation, 400, 'validation_failed');
    expect(creation.json().fields).toEqual([{ field: 'description', message: 'is required' }]);
    const filter = await call('POST', '/products', seller, { max_price: 'abc' });
    expectError(filter, 400, 'validation_failed');
    expect(filter.json().fields).toEqual([{ field: 'max_price', message: expect.any(String) }]);
  });

  it('treats bidirectional-override characters in a name as v2 does', async () => {
    const body = { name: 'Arm \u202Egnp.exe', description: 'd', price: '10.00' };
    const v2 = await call('POST', '/v2/products', seller, body);
    const legacy = await call('POST', '/products', seller, body);
    expect(legacy.statusCode, legacy.body).toBe(v2.statusCode);
    if (legacy.statusCode === 201) expect(legacy.json().name).toBe(v2.json().name);
  });

  it('counts each call per operation and caller', async () => {
    const counter = await registerBusiness(testApp.app, { company_name: 'Counted Robotics' });
    await legacyProduct(counter);
    await call('POST', '/products', counter, { name: 'Arm', price: '1.00' });
    await vi.waitFor(async () => {
      const rows = await testApp.database.db.query<{ calls: number; failures: number }>(
        `SELECT calls, failures FROM legacy_usage WHERE operation = 'legacyCreateOrListProducts' AND caller = $1`,
        [`user:${counter.user.id}`],
      );
      expect(rows).toEqual([{ calls: 2, failures: 1 }]);
    });
  });

  it('needs a sign-in', async () => {
    expectError(
      await call('POST', '/products', undefined, { name: 'Arm', description: 'd', price: '1.00' }),
      401,
      'unauthenticated',
    );
  });
});

describe('the product list', () => {
  let cheap: Product;
  let mid: Product;
  let dear: Product;
  let rivals: Product;
  // A seller of its own, so the products the other tests list do not show up here.
  let lister: Session;
  let rivalLister: Session;
  beforeAll(async () => {
    lister = await registerBusiness(testApp.app, { company_name: 'Lister Robotics' });
    rivalLister = await registerBusiness(testApp.app, { company_name: 'Rival Lister' });
    cheap = await legacyProduct(lister, { name: 'Cheap gripper', price: '29999.99', category: 'PART' });
    mid = await legacyProduct(lister, { name: 'Mid arm', price: '30000.50', condition: 'USED' });
    dear = await legacyProduct(lister, { name: 'Dear arm', price: '45000.00' });
    rivals = await legacyProduct(rivalLister, { name: 'Rival arm', price: '30000.00' });
  });

  const ids = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { products: { id: string }[] }).products.map(({ id }) => id);
  };

  it('filters GET /products by the old query names, prices with 0, 1 or 2 decimals', async () => {
    const url = (query: string) => `/products?seller_id=${lister.user.id}&${query}`;
    expect(ids(await call('GET', url('max_price=30000'), buyer))).toEqual([cheap.id]);
    expect(ids(await call('GET', url('max_price=30000.5'), buyer))).toEqual([mid.id, cheap.id]);
    expect(ids(await call('GET', url('max_price=30000.50'), buyer))).toEqual([mid.id, cheap.id]);
    expect(ids(await call('GET', url('min_price=30000.5'), buyer))).toEqual([dear.id, mid.id]);
    expect(ids(await call('GET', url('category=PART'), buyer))).toEqual([cheap.id]);
    expect(ids(await call('GET', url('condition=USED'), buyer))).toEqual([mid.id]);
    expect(ids(await call('GET', url('seller_type=parent_dealership&limit=1'), buyer))).toEqual([dear.id]);
    const response = await call('GET', `/products?seller_id=${rivalLister.user.id}`, buyer);
    expect(ids(response)).toEqual([rivals.id]);
    expect(response.json()).toMatchObject({ next_cursor: null });
    expectDeprecated(response, '/v2/products');
  });

  it('lists with a filter body at POST /products, under the old or the camel-case names', async () => {
    const old = await call('POST', '/products', buyer, { seller_id: lister.user.id, max_price: 30000.5 });
    expect(ids(old)).toEqual([mid.id, cheap.id]);
    const camel = await call('POST', '/products', buyer, { sellerId: lister.user.id, minPrice: '30000.5' });
    expect(ids(camel)).toEqual([dear.id, mid.id]);
    expect(ids(await call('POST', '/products', buyer, {}))).toEqual(
      expect.arrayContaining([cheap.id, mid.id, dear.id, rivals.id]),
    );
  });

  it.each([
    'max_price=1e400',
    'min_price=-1',
    'max_price=30000.505',
    'max_price=abc',
    'seller_id=123456789012345678901234567890123456789012345678901234567890',
    'seller_type=admin',
    'category=%00',
    'category=ROBOT%00',
    'limit=1e400',
    'limit=0',
    'cursor=%00',
  ])('refuses GET /products?%s with 400 in the error shape', async (query) => {
    const response = await call('GET', `/products?${query}`, buyer);
    expectError(response, 400, 'validation_failed');
    expectDeprecated(response, '/v2/products');
  });

  it.each([
    ['both spellings of a filter', { max_price: '1.00', maxPrice: '2.00' }],
    ['a price of 1e400', '{"max_price":1e400}'],
    ['a negative price', { minPrice: -1 }],
    ['an unknown filter', { colour: 'red' }],
    ['a page size of 1e400', '{"limit":1e400}'],
  ])('refuses a filter body with %s', async (_case, body) => {
    const response =
      typeof body === 'string'
        ? await rawJson('POST', '/products', buyer, body)
        : await call('POST', '/products', buyer, body);
    expectError(response, 400, 'validation_failed');
  });
});

describe('/products/{id}', () => {
  it('reads a product as v2 does', async () => {
    const product = await legacyProduct(seller);
    const response = await call('GET', `/products/${product.id}`, buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await call('GET', `/v2/products/${product.id}`, buyer)).json());
    expectDeprecated(response, `/v2/products/${product.id}`);
    expectError(await call('GET', '/products/not-a-uuid', buyer), 400, 'validation_failed');
    expectError(await call('GET', `/products/${'9'.repeat(400)}`, buyer), 400, 'validation_failed');
    expectError(await call('GET', '/products/00000000-0000-4000-8000-000000000000', buyer), 404, 'not_found');
  });

  it("lets the seller change and remove its product; a rival gets v2's 403 both ways", async () => {
    const product = await legacyProduct(seller);
    const snapshot = await dataSnapshot();
    const before = await snapshot();
    const body = { name: 'Renamed', price: 1 };
    const rivalPut = await call('PUT', `/products/${product.id}`, rival, body);
    const v2Put = await call('PUT', `/v2/products/${product.id}`, rival, { name: 'Renamed' });
    expect(rivalPut.statusCode).toBe(v2Put.statusCode);
    expectError(rivalPut, 403, 'forbidden');
    const rivalDelete = await call('DELETE', `/products/${product.id}`, rival);
    expect(rivalDelete.statusCode).toBe(
      (await call('DELETE', `/v2/products/${product.id}`, rival)).statusCode,
    );
    expectError(rivalDelete, 403, 'forbidden');
    expect(await snapshot()).toEqual(before);

    const changed = await call('PUT', `/products/${product.id}`, seller, {
      price: 1234.5,
      condition: 'USED',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: product.id, price: '1234.50', condition: 'USED' });
    expectDeprecated(changed, `/v2/products/${product.id}`);
    // And the seller's product is not the rival's to remove, even the other way round.
    const rivalsOwn = await legacyProduct(rival);
    expectError(await call('DELETE', `/products/${rivalsOwn.id}`, seller), 403, 'forbidden');
    const removed = await call('DELETE', `/products/${product.id}`, seller);
    expect(removed.statusCode).toBe(204);
    expectDeprecated(removed, `/v2/products/${product.id}`);
    expectError(await call('GET', `/products/${product.id}`, seller), 404, 'not_found');
  });

  it('refuses bad changes with 400, writing nothing', async () => {
    const product = await legacyProduct(seller);
    const snapshot = await dataSnapshot();
    const before = await snapshot();
    for (const json of [
      '{"price":1e400}',
      '{"price":-1}',
      '{"name":"x\\u0000"}',
      '{"name":"\\udc00"}',
      '{}',
    ]) {
      expectError(await rawJson('PUT', `/products/${product.id}`, seller, json), 400, 'validation_failed');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('/products/{id}/offers', () => {
  const workflowCount = async () =>
    (await testApp.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workflows'))[0]?.n ?? 0;
  interface Offer {
    id: string;
    status: string;
    price: string;
    buyerId: string;
    workflowId: string | null;
  }

  it('makes, lists and answers offers as v2 allows, without an Idempotency-Key', async () => {
    const product = await legacyProduct(seller, { price: '50000.00' });
    const made = await call('POST', `/products/${product.id}/offers`, buyer, { price: 45000.5, quantity: 2 });
    expect(made.statusCode, made.body).toBe(201);
    const offer = made.json<Offer>();
    expect(offer).toMatchObject({ price: '45000.50', status: 'PENDING', buyerId: buyer.user.id });
    expectDeprecated(made, `/v2/products/${product.id}/offers`);
    const theirs = await call('POST', `/products/${product.id}/offers`, otherBuyer, { price: '44000' });
    expect(theirs.statusCode, theirs.body).toBe(201);

    // A buyer sees only its own offer; the seller sees both; a rival seller none.
    const listed = (session: Session) =>
      call('GET', `/products/${product.id}/offers`, session).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        expectDeprecated(response, `/v2/products/${product.id}/offers`);
        return response.json<{ offers: Offer[] }>().offers.map(({ id }) => id);
      });
    expect(await listed(buyer)).toEqual([offer.id]);
    expect(await listed(otherBuyer)).toEqual([theirs.json<Offer>().id]);
    expect((await listed(seller)).sort()).toEqual([offer.id, theirs.json<Offer>().id].sort());
    expect(await listed(rival)).toEqual([]);

    // Neither the rival seller nor the other buyer may answer it: v2's status, nothing written.
    const snapshot = await dataSnapshot();
    const before = await snapshot();
    const statusUrl = `/products/${product.id}/offers/${offer.id}/status`;
    const v2Url = `/v2/products/${product.id}/offers/${offer.id}`;
    for (const stranger of [rival, otherBuyer]) {
      const legacy = await call('PUT', statusUrl, stranger, { status: 'ACCEPTED' });
      const v2 = await testApp.app.inject({
        method: 'PUT',
        url: v2Url,
        headers: { ...bearer(stranger.access_token), 'idempotency-key': crypto.randomUUID() },
        payload: { status: 'ACCEPTED' },
      });
      expect(legacy.statusCode, legacy.body).toBe(v2.statusCode);
      expect(legacy.statusCode).toBe(404);
    }
    // The buyer may not accept its own offer (the seller's move).
    expectError(await call('PUT', statusUrl, buyer, { status: 'ACCEPTED' }), 403, 'forbidden');
    expect(await snapshot()).toEqual(before);

    // The seller accepts; the old client's retry (no key) replays the same answer instead of failing.
    const workflowsBefore = await workflowCount();
    const accepted = await call('PUT', statusUrl, seller, { status: 'ACCEPTED' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Offer>()).toMatchObject({ id: offer.id, status: 'ACCEPTED' });
    expect(accepted.json<Offer>().workflowId).toMatch(/^[0-9a-f-]{36}$/);
    expectDeprecated(accepted, v2Url);
    const retried = await call('PUT', statusUrl, seller, { status: 'ACCEPTED' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<Offer>().workflowId).toBe(accepted.json<Offer>().workflowId);
    expect(await workflowCount()).toBe(workflowsBefore + 1);
  });

  it('refuses bad offers and answers with 400, writing nothing', async () => {
    const product = await legacyProduct(seller);
    const snapshot = await dataSnapshot();
    const before = await snapshot();
    for (const json of [
      '{"price":1e400}',
      '{"price":-1}',
      '{"price":"1","message":"\\u0000"}',
      '{"price":"1","message":"\\ud800"}',
    ]) {
      expectError(
        await rawJson('POST', `/products/${product.id}/offers`, buyer, json),
        400,
        'validation_failed',
      );
    }
    const huge = `/products/${product.id}/offers/${'1'.repeat(300)}/status`;
    expectError(await call('PUT', huge, seller, { status: 'ACCEPTED' }), 400, 'validation_failed');
    const missing = `/products/${product.id}/offers/00000000-0000-4000-8000-000000000000/status`;
    expectError(await call('PUT', missing, seller, { status: 'ACCEPTED' }), 404, 'not_found');
    expectError(
      await call('PUT', missing, seller, { status: 'COUNTERED', price: 1e21 }),
      400,
      'validation_failed',
    );
    expect(await snapshot()).toEqual(before);
  });
});
