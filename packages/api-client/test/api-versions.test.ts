import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ApiClient,
  apiVersions,
  createVersionedClient,
  defaultApiVersion,
  isApiVersion,
} from '../src/index';
import { createLegacyClient, type LegacyApiClient } from '../src/legacy/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

// The API version setting of product-spec §3: v1 is the legacy generation (openapi.legacy.yaml), v2 the
// current one. The mocks answer only on the path a version must call, so a call to the other generation's
// path fails the test as an unhandled request.

// openapi.legacy.yaml's product operations are typed once they are in the legacy contract; the path and
// query are given untyped here so this test does not depend on which legacy operations are described.
type UntypedGet = (
  path: string,
  init: { params: { query: Record<string, string> } },
) => Promise<{
  data?: unknown;
  response: Response;
}>;

const tokens = { access_token: makeAccessToken(900), refresh_token: 'refresh-1', expires_in: 900 };
const user = { id: 'user-1', email: 'buyer@example.com', user_type: 'buyer' };

describe('the API version setting', () => {
  it('offers v1 and v2 at the base path /, with the three feature flags, and v2 the new features; v2 is the default', () => {
    expect(Object.keys(apiVersions)).toEqual(['v1', 'v2']);
    for (const settings of Object.values(apiVersions)) {
      expect(settings).toMatchObject({
        basePath: '/',
        supportsTypingStatus: true,
        supportsIoTMetrics: true,
        supportsBusinessManagement: true,
      });
    }
    expect(apiVersions.v2.supportsNewFeatures).toBe(true);
    expect(apiVersions.v1.supportsNewFeatures).toBe(false);
    expect(apiVersions.v1.deprecated).toBe(true);
    expect(defaultApiVersion).toBe('v2');
    expect(isApiVersion('v1')).toBe(true);
    expect(isApiVersion('v3')).toBe(false);
    expect(isApiVersion('toString')).toBe(false);
  });

  it('v1 signs in at POST /auth/login and lists products at GET /products?max_price=', async () => {
    const versioned = createVersionedClient({ apiVersion: 'v1', baseUrl: BASE_URL, retryDelayMs: 0 });
    expect(versioned.apiVersion).toBe('v1');
    expect(versioned.features).toBe(apiVersions.v1);
    if (versioned.apiVersion !== 'v1') throw new Error('expected the legacy client');
    expectTypeOf(versioned.client).toEqualTypeOf<LegacyApiClient>();
    const client = versioned.client;

    const seen: string[] = [];
    server.use(
      http.post(`${BASE_URL}/auth/login`, async ({ request }) => {
        seen.push(`POST /auth/login ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ...tokens, user, memberships: [] });
      }),
      http.get(`${BASE_URL}/products`, ({ request }) => {
        const url = new URL(request.url);
        seen.push(`GET ${url.pathname}${url.search} ${request.headers.get('Authorization')}`);
        return HttpResponse.json({ products: [] });
      }),
    );

    const { data } = await client.POST('/auth/login', {
      body: { email: 'buyer@example.com', password: 'correct horse battery' },
    });
    client.session?.signIn({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    expect(data?.access_token).toBe(tokens.access_token);
    const listed = await (client.GET as unknown as UntypedGet)('/products', {
      params: { query: { category: 'ROBOT', max_price: '30000' } },
    });
    expect(listed.response.status).toBe(200);
    expect(seen).toEqual([
      'POST /auth/login {"email":"buyer@example.com","password":"correct horse battery"}',
      `GET /products?category=ROBOT&max_price=30000 Bearer ${tokens.access_token}`,
    ]);
  });

  it('v2 (the default) signs in at POST /v2/auth/login and lists products at GET /v2/products', async () => {
    const versioned = createVersionedClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    expect(versioned.apiVersion).toBe('v2');
    expect(versioned.features).toBe(apiVersions.v2);
    if (versioned.apiVersion !== 'v2') throw new Error('expected the v2 client');
    expectTypeOf(versioned.client).toEqualTypeOf<ApiClient>();
    const client = versioned.client;

    const seen: string[] = [];
    server.use(
      mockOperation('post', '/v2/auth/login', () => {
        seen.push('POST /v2/auth/login');
        return HttpResponse.json({ ...tokens, user, memberships: [] } as never);
      }),
      mockOperation('get', '/v2/products', ({ request }) => {
        const url = new URL(request.url);
        seen.push(`GET ${url.pathname}${url.search}`);
        return HttpResponse.json({ products: [], total: 0 } as never);
      }),
    );

    await client.POST('/v2/auth/login', {
      body: { email: 'buyer@example.com', password: 'correct horse battery' },
    });
    await client.GET('/v2/products', { params: { query: { category: 'ROBOT' } } });
    expect(seen).toEqual(['POST /v2/auth/login', 'GET /v2/products?category=ROBOT']);
  });
});

describe('createLegacyClient', () => {
  it('refreshes at POST /auth/refresh and retries the call once with the new token after a 401', async () => {
    const renewed = makeAccessToken(900, 'user-1', 'renewed');
    const client = createLegacyClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    client.session.signIn({ access_token: tokens.access_token, refresh_token: 'refresh-1' });
    const refreshBodies: unknown[] = [];
    const bearers: Array<string | null> = [];
    server.use(
      http.post(`${BASE_URL}/auth/refresh`, async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json({ access_token: renewed, refresh_token: 'refresh-2', expires_in: 900 });
      }),
      http.get(`${BASE_URL}/products`, ({ request }) => {
        bearers.push(request.headers.get('Authorization'));
        return bearers.length === 1
          ? HttpResponse.json({ code: 'unauthorized', message: 'Expired' }, { status: 401 })
          : HttpResponse.json({ products: [] });
      }),
    );

    const { response } = await (client.GET as unknown as UntypedGet)('/products', {
      params: { query: { max_price: '30000' } },
    });
    expect(response.status).toBe(200);
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(bearers).toEqual([`Bearer ${tokens.access_token}`, `Bearer ${renewed}`]);
    expect(client.session.getAccessToken()).toBe(renewed);
  });

  it('retries a 5xx up to three attempts, as the v2 client does', async () => {
    const client = createLegacyClient({ baseUrl: BASE_URL, retryDelayMs: 0, session: false });
    let attempts = 0;
    server.use(
      http.post(`${BASE_URL}/auth/login`, () => {
        attempts += 1;
        return attempts < 3
          ? HttpResponse.json({ code: 'unavailable', message: 'Down' }, { status: 503 })
          : HttpResponse.json({ ...tokens, user, memberships: [] });
      }),
    );
    const { data } = await client.POST('/auth/login', { body: { email: 'a@example.com', password: 'pw' } });
    expect(attempts).toBe(3);
    expect(data?.refresh_token).toBe('refresh-1');
  });

  it('signs out at POST /auth/logout', async () => {
    const client = createLegacyClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    client.session.signIn({ access_token: tokens.access_token, refresh_token: 'refresh-1' });
    const calls: Array<{ authorization: string | null; body: unknown }> = [];
    server.use(
      http.post(`${BASE_URL}/auth/logout`, async ({ request }) => {
        calls.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await client.session.signOut();
    expect(calls).toEqual([
      { authorization: `Bearer ${tokens.access_token}`, body: { refresh_token: 'refresh-1' } },
    ]);
  });
});
