import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ClientSession, createClient } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

describe('createClient', () => {
  it('exposes the typed openapi-fetch methods and a session that keeps the tokens in memory', async () => {
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    expectTypeOf(client.session).toEqualTypeOf<ClientSession>();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(client[method]).toBeTypeOf('function');
    }
    expect(client.session.getAccessToken()).toBeNull();
    expect(client.session.canRefresh()).toBe(false);

    const access = makeAccessToken(900);
    client.session.signIn({ access_token: access, refresh_token: 'refresh-1' });
    expect(client.session.getAccessToken()).toBe(access);
    expect(client.session.canRefresh()).toBe(true);
    expect(client.session.getClaims()).toMatchObject({ sub: 'user-1' });

    server.use(
      mockOperation('get', '/healthz', () => HttpResponse.json({ status: 'ok', database: 'pglite' })),
    );
    const { data } = await client.GET('/healthz');
    expectTypeOf(data).toEqualTypeOf<{ status: 'ok'; database: 'pglite' | 'postgres' } | undefined>();
    expect(data).toEqual({ status: 'ok', database: 'pglite' });

    client.session.clear();
    expect(client.session.getAccessToken()).toBeNull();
    expect(client.session.canRefresh()).toBe(false);
  });

  it('signOut() revokes the tokens at POST /v2/auth/logout and forgets them, even when that call fails', async () => {
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    const access = makeAccessToken(900);
    const calls: Array<{ authorization: string | null; delivery: string | null; body: unknown }> = [];
    server.use(
      mockOperation('post', '/v2/auth/logout', async ({ request }) => {
        calls.push({
          authorization: request.headers.get('Authorization'),
          delivery: request.headers.get('X-Token-Delivery'),
          body: await request.json(),
        });
        return calls.length === 1
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ code: 'unavailable', message: 'Down' }, { status: 503 });
      }),
    );

    client.session.signIn({ access_token: access, refresh_token: 'refresh-1' });
    await client.session.signOut();
    expect(calls).toEqual([
      { authorization: `Bearer ${access}`, delivery: null, body: { refresh_token: 'refresh-1' } },
    ]);
    expect(client.session.getAccessToken()).toBeNull();
    expect(client.session.canRefresh()).toBe(false);

    client.session.signIn({ access_token: access, refresh_token: 'refresh-2' });
    await client.session.signOut();
    expect(calls).toHaveLength(2);
    expect(client.session.getAccessToken()).toBeNull();

    // Already signed out: nothing to revoke, no call.
    await client.session.signOut();
    expect(calls).toHaveLength(2);
  });

  it('signOut() refreshes an expiring access token first, so the logout is accepted', async () => {
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    const renewed = makeAccessToken(900, 'user-1', 'renewed');
    const seen: Array<string | null> = [];
    server.use(
      mockOperation('post', '/v2/auth/refresh', () =>
        HttpResponse.json({ access_token: renewed, refresh_token: 'refresh-2', expires_in: 900 }),
      ),
      mockOperation('post', '/v2/auth/logout', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    client.session.signIn({ access_token: makeAccessToken(10), refresh_token: 'refresh-1' });
    await client.session.signOut();
    expect(seen).toEqual([`Bearer ${renewed}`]);
  });

  it('with session: false sends no bearer and no token delivery header (partner widgets)', async () => {
    const client = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
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
  });
});
