import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_MAX_AGE_SECONDS,
  type ClientSession,
  type CookieStore,
  createClient,
  createMemoryCookieStore,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
} from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

/** A memory store that also records what was written, to check the lifetimes. */
function recordingStore() {
  const inner = createMemoryCookieStore();
  const writes: Array<{ name: string; maxAgeSeconds: number }> = [];
  const store: CookieStore = {
    get: (name) => inner.get(name),
    set: (name, value, options) => {
      writes.push({ name, maxAgeSeconds: options.maxAgeSeconds });
      inner.set(name, value, options);
    },
    remove: (name) => inner.remove(name),
  };
  return { store, writes };
}

describe('createClient', () => {
  it('exposes the typed openapi-fetch methods and a session that keeps the tokens in cookies', async () => {
    const { store, writes } = recordingStore();
    const client = createClient({ baseUrl: BASE_URL, cookies: store, retryDelayMs: 0 });
    expectTypeOf(client.session).toEqualTypeOf<ClientSession>();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(client[method]).toBeTypeOf('function');
    }

    const access = makeAccessToken(900);
    client.session.signIn({ access_token: access, refresh_token: 'refresh-1' });
    expect(store.get(AUTH_TOKEN_COOKIE)).toBe(access);
    expect(store.get(REFRESH_TOKEN_COOKIE)).toBe('refresh-1');
    expect(writes).toEqual([
      { name: 'auth-token', maxAgeSeconds: AUTH_TOKEN_MAX_AGE_SECONDS },
      { name: 'refresh-token', maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_SECONDS },
    ]);
    expect(AUTH_TOKEN_MAX_AGE_SECONDS).toBe(7 * 86_400);
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBe(30 * 86_400);
    expect(client.session.getAccessToken()).toBe(access);
    expect(client.session.getClaims()).toMatchObject({ sub: 'user-1' });

    server.use(
      mockOperation('get', '/healthz', () => HttpResponse.json({ status: 'ok', database: 'pglite' })),
    );
    const { data } = await client.GET('/healthz');
    expectTypeOf(data).toEqualTypeOf<{ status: 'ok'; database: 'pglite' | 'postgres' } | undefined>();
    expect(data).toEqual({ status: 'ok', database: 'pglite' });

    client.session.clear();
    expect(store.get(AUTH_TOKEN_COOKIE)).toBeNull();
    expect(store.get(REFRESH_TOKEN_COOKIE)).toBeNull();
    expect(client.session.getAccessToken()).toBeNull();
  });

  it('signOut() revokes the tokens at POST /v2/auth/logout and clears both cookies, even when that call fails', async () => {
    const cookies = createMemoryCookieStore();
    const client = createClient({ baseUrl: BASE_URL, cookies, retryDelayMs: 0 });
    const access = makeAccessToken(900);
    const calls: Array<{ authorization: string | null; body: unknown }> = [];
    server.use(
      mockOperation('post', '/v2/auth/logout', async ({ request }) => {
        calls.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return calls.length === 1
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ code: 'unavailable', message: 'Down' }, { status: 503 });
      }),
    );

    client.session.signIn({ access_token: access, refresh_token: 'refresh-1' });
    await client.session.signOut();
    expect(calls).toEqual([{ authorization: `Bearer ${access}`, body: { refresh_token: 'refresh-1' } }]);
    expect(cookies.get(AUTH_TOKEN_COOKIE)).toBeNull();
    expect(cookies.get(REFRESH_TOKEN_COOKIE)).toBeNull();

    client.session.signIn({ access_token: access, refresh_token: 'refresh-2' });
    await client.session.signOut();
    expect(calls).toHaveLength(2);
    expect(cookies.get(AUTH_TOKEN_COOKIE)).toBeNull();
    expect(cookies.get(REFRESH_TOKEN_COOKIE)).toBeNull();

    // Already signed out: nothing to revoke, no call.
    await client.session.signOut();
    expect(calls).toHaveLength(2);
  });

  it('with session: false sends no bearer and never reads or writes cookies (partner widgets)', async () => {
    const touched: string[] = [];
    const cookies: CookieStore = {
      get: (name) => {
        touched.push(`get ${name}`);
        return makeAccessToken(10);
      },
      set: (name) => touched.push(`set ${name}`),
      remove: (name) => touched.push(`remove ${name}`),
    };
    const client = createClient({ baseUrl: BASE_URL, cookies, session: false, retryDelayMs: 0 });
    expectTypeOf(client.session).toEqualTypeOf<null>();
    expect(client.session).toBeNull();

    const seen: Array<string | null> = [];
    server.use(
      mockOperation('post', '/v2/waitlist/signup', async ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        const { email } = await request.json();
        return HttpResponse.json({ email, joined_at: '2025-01-01T00:00:00Z' });
      }),
    );
    const { data } = await client.POST('/v2/waitlist/signup', { body: { email: 'a@b.example' } });
    expect(data?.email).toBe('a@b.example');
    expect(seen).toEqual([null]);
    expect(touched).toEqual([]);
  });
});
