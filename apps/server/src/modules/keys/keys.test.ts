import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { registerBusiness, registerCustomer, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { addMembership } from '../../test/memberships.ts';
import { expectError, missingId } from '../../test/requests.ts';
import { unknownKeyMessage, wrongOriginMessage } from './authenticator.ts';
import { invalidOriginsMessage, maxLiveKeysPerBusiness } from './handlers.ts';

const clock = testClock();
const testApp = useTestApp({ now: clock.now });
const { call } = testApp;
const partner = 'https://www.partner.example';
const otherSite = 'https://evil.example';

let owner: Session;
let businessId: string;
let member: Session;
let stranger: Session;
let customer: Session;
let productId: string;

beforeAll(async () => {
  owner = await registerBusiness(testApp.app, { company_name: 'Key Robotics' });
  businessId = owner.memberships[0]?.business_id ?? '';
  member = await registerCustomer(testApp.app);
  await addMembership(testApp.database.db, businessId, member.user.id, 'MEMBER');
  stranger = await registerBusiness(testApp.app, { company_name: 'Stranger Robotics' });
  customer = await registerCustomer(testApp.app);
  const product = await call('POST', '/v2/products', owner, {
    name: 'Keyed arm',
    description: 'Six axes.',
    price: '1250.00',
  });
  productId = product.json().id;
});

const createKey = (session: Session | undefined, origins: unknown, business = businessId) =>
  call('POST', '/v2/business/keys', session, { business_id: business, allowed_origins: origins });

async function newKey(origins: string[] = [partner]): Promise<{ id: string; key: string }> {
  const response = await createKey(owner, origins);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const keyRows = async () =>
  (
    await testApp.database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM publishable_keys')
  )[0]?.count;

const keyed = (url: string, key: string, origin?: string, method: 'GET' | 'POST' = 'GET') =>
  testApp.app.inject({
    method,
    url,
    headers: { 'x-publishable-key': key, ...(origin === undefined ? {} : { origin }) },
  });

describe('creating, listing and revoking keys', () => {
  it('lets an ADMIN create a key and see it listed with its origins', async () => {
    const response = await createKey(owner, [partner, 'http://localhost:5173']);
    expect(response.statusCode, response.body).toBe(201);
    const key = response.json();
    expect(key).toEqual({
      id: expect.any(String),
      business_id: businessId,
      key: expect.stringMatching(/^pk_[A-Za-z0-9_-]{32}$/),
      allowed_origins: [partner, 'http://localhost:5173'],
      created_by: { id: expect.any(String), name: expect.any(String), email: expect.any(String) },
      created_at: clock.now().toISOString(),
    });
    const list = await call('GET', `/v2/business/keys?business_id=${businessId}`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().keys).toContainEqual(key);
  });

  it('refuses other members (403), strangers and customers (404) and anonymous callers (401), writing nothing', async () => {
    const before = await keyRows();
    expectError(await createKey(member, [partner]), 403, 'forbidden');
    expectError(await createKey(stranger, [partner]), 404, 'not_found');
    expectError(await createKey(customer, [partner]), 404, 'not_found');
    expectError(await createKey(undefined, [partner]), 401, 'unauthenticated');
    expectError(await createKey(owner, [partner], missingId), 404, 'not_found');
    expect(await keyRows()).toBe(before);
    const url = `/v2/business/keys?business_id=${businessId}`;
    expectError(await call('GET', url, member), 403, 'forbidden');
    expectError(await call('GET', url, stranger), 404, 'not_found');
    expectError(await call('GET', url), 401, 'unauthenticated');
  });

  it.each([
    ['a script URL', ['javascript:alert(1)']],
    ['a path', ['http://a.com/path']],
    ['a trailing slash', ['https://a.com/']],
    ['a wildcard', ['https://*.a.com']],
    ['upper case', ['https://A.com']],
    ['a default port written out', ['https://a.com:443']],
    ['a user name', ['https://user@a.com']],
    ['another scheme', ['ftp://a.com']],
    ['a NUL character', ['https://a.com\u0000']],
    ['a query', ['https://a.com?x=1']],
    ['a repeat', [partner, partner]],
    ['no origin', []],
    ['too many origins', Array.from({ length: 11 }, (_, i) => `https://site${i}.example`)],
    ['not a list', 'https://a.com'],
  ])('refuses %s with a 400 that writes nothing', async (_name, origins) => {
    const before = await keyRows();
    expectError(await createKey(owner, origins), 400, 'validation_failed');
    expect(await keyRows()).toBe(before);
  });

  it('names the field and the right spelling of an origin the parser would rewrite', async () => {
    const response = await createKey(owner, [partner, 'https://A.com:443']);
    expectError(response, 400, 'validation_failed', invalidOriginsMessage);
    expect(response.json().fields).toEqual([
      { field: 'allowed_origins/1', message: 'must be written as https://a.com' },
    ]);
  });

  it('refuses unknown body fields', async () => {
    const response = await call('POST', '/v2/business/keys', owner, {
      business_id: businessId,
      allowed_origins: [partner],
      admin: true,
    });
    expectError(response, 400, 'validation_failed');
  });

  it('lets only an ADMIN of the key business revoke it', async () => {
    const { id, key } = await newKey();
    expectError(await call('DELETE', `/v2/business/keys/${id}`, member), 403, 'forbidden');
    expectError(await call('DELETE', `/v2/business/keys/${id}`, stranger), 404, 'not_found');
    expectError(await call('DELETE', `/v2/business/keys/${id}`), 401, 'unauthenticated');
    expect((await keyed('/v2/products', key, partner)).statusCode).toBe(200);
    expect((await call('DELETE', `/v2/business/keys/${id}`, owner)).statusCode).toBe(204);
    expectError(await call('DELETE', `/v2/business/keys/${id}`, owner), 404, 'not_found');
    const list = await call('GET', `/v2/business/keys?business_id=${businessId}`, owner);
    expect(list.json().keys.map((listed: { id: string }) => listed.id)).not.toContain(id);
  });

  it(`holds at most ${maxLiveKeysPerBusiness} live keys per business (409)`, async () => {
    const business = await registerBusiness(testApp.app, { company_name: 'Many Keys' });
    const id = business.memberships[0]?.business_id ?? '';
    for (let i = 0; i < maxLiveKeysPerBusiness; i++) {
      expect((await createKey(business, [partner], id)).statusCode).toBe(201);
    }
    expectError(await createKey(business, [partner], id), 409, 'conflict');
    const page = await call('GET', `/v2/business/keys?business_id=${id}&limit=15`, business);
    expect(page.json().keys).toHaveLength(15);
    const next = await call(
      'GET',
      `/v2/business/keys?business_id=${id}&limit=15&cursor=${page.json().next_cursor}`,
      business,
    );
    expect(next.json()).toMatchObject({ next_cursor: null });
    expect(next.json().keys).toHaveLength(5);
  });
});

describe('a key on the catalogue reads', () => {
  it('reads products and one product from an allowed origin, granting CORS to that origin only', async () => {
    const { key } = await newKey();
    const list = await keyed('/v2/products', key, partner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(partner);
    expect(list.headers.vary).toMatch(/Origin/);
    expect(list.headers['access-control-allow-credentials']).toBeUndefined();
    const one = await keyed(`/v2/products/${productId}`, key, partner);
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(productId);
    expect(one.headers['access-control-allow-origin']).toBe(partner);
  });

  it('reads without an Origin (same-origin pages and programs)', async () => {
    const { key } = await newKey();
    expect((await keyed('/v2/products', key)).statusCode).toBe(200);
  });

  it('refuses a request from an origin the key does not list, with no CORS grant', async () => {
    const { key } = await newKey();
    const response = await keyed('/v2/products', key, otherSite);
    expectError(response, 401, 'unauthenticated', wrongOriginMessage);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('refuses unknown and malformed keys (401) with no CORS grant', async () => {
    for (const key of ['pk_unknown_0000000000000000000000000', 'pk_short', 'sk_live_secret']) {
      const response = await keyed('/v2/products', key, partner);
      expectError(response, 401, 'unauthenticated', unknownKeyMessage);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers a preflight for an origin some key lists, and none for others', async () => {
    await newKey();
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/v2/products',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-publishable-key',
        },
      });
    const allowed = await preflight(partner);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(partner);
    expect(allowed.headers['access-control-allow-headers']).toMatch(/X-Publishable-Key/);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(allowed.headers.vary).toMatch(/Origin/);
    const refused = await preflight(otherSite);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants nothing else: creating products, workflows, keys and the account need a token', async () => {
    const { key } = await newKey();
    expectError(await keyed('/v2/products', key, partner, 'POST'), 401, 'unauthenticated');
    expectError(await keyed('/v2/workflows', key, partner), 401, 'unauthenticated');
    expectError(
      await keyed(`/v2/business/keys?business_id=${businessId}`, key, partner),
      401,
      'unauthenticated',
    );
    expectError(await keyed('/v2/auth/me', key), 401, 'unauthenticated');
    const writes = await keyed('/v2/products', key, partner, 'POST');
    expect(writes.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('looks a key up once while it is fresh, not on every request', async () => {
    const { key } = await newKey();
    const query = vi.spyOn(testApp.database.db, 'query');
    try {
      for (let i = 0; i < 5; i++) expect((await keyed('/v2/products', key, partner)).statusCode).toBe(200);
      const lookups = query.mock.calls.filter(([sql]) => sql.includes('publishable_keys'));
      expect(lookups).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('stops a revoked key at once here, and within 5 seconds on another instance', async () => {
    const { id, key } = await newKey();
    const other = await buildApp({ jobPollMs: 0, db: testApp.database.db, now: clock.now });
    try {
      const viaOther = () =>
        other.inject({
          method: 'GET',
          url: '/v2/products',
          headers: { 'x-publishable-key': key, origin: partner },
        });
      expect((await viaOther()).statusCode).toBe(200);
      expect((await call('DELETE', `/v2/business/keys/${id}`, owner)).statusCode).toBe(204);
      expectError(await keyed('/v2/products', key, partner), 401, 'unauthenticated', unknownKeyMessage);
      // The other instance trusted its look-up a moment ago...
      expect((await viaOther()).statusCode).toBe(200);
      clock.advance(5_000);
      // ...and no longer once it is 5 seconds old.
      const after = await viaOther();
      expectError(after, 401, 'unauthenticated', unknownKeyMessage);
      expect(after.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

afterAll(() => vi.restoreAllMocks());
