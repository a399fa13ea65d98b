import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createClient, REFRESH_THRESHOLD_SECONDS, type SessionOptions } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

// Cookie delivery, as in a browser: the server keeps the refresh token in an HttpOnly cookie the client
// never sees; the client holds the access token in memory and learns from the `session-hint` cookie
// whether a refresh is worth trying. Node's fetch keeps no cookies, so the hint is injected here and the
// mocks stand for a server that reads the cookie.

function browserClient(hint: { present: boolean }, options: Omit<SessionOptions, 'tokenDelivery'> = {}) {
  return createClient({
    baseUrl: BASE_URL,
    retryDelayMs: 0,
    session: { tokenDelivery: 'cookie', hasSessionHint: () => hint.present, ...options },
  });
}

interface SeenRefresh {
  delivery: string | null;
  body: string;
  credentials: RequestCredentials;
}

/** POST /v2/auth/refresh answering `access` without a refresh token, recording what it received. */
function refreshByCookie(access: string, seen: SeenRefresh[]) {
  return mockOperation('post', '/v2/auth/refresh', async ({ request }) => {
    seen.push({
      delivery: request.headers.get('X-Token-Delivery'),
      body: await request.text(),
      credentials: request.credentials,
    });
    return HttpResponse.json({ access_token: access, expires_in: 900 });
  });
}

describe('browser session (cookie delivery)', () => {
  it('restore() without the hint cookie answers false without a request (no 401 on a guest visit)', async () => {
    const client = browserClient({ present: false });
    // No handler: a request would fail the test.
    expect(client.session.canRefresh()).toBe(false);
    await expect(client.session.restore()).resolves.toBe(false);
    expect(client.session.getAccessToken()).toBeNull();
  });

  it('restore() with the hint refreshes once by cookie: the header, no body, same-origin credentials', async () => {
    const access = makeAccessToken(900, 'user-7');
    const seen: SeenRefresh[] = [];
    server.use(refreshByCookie(access, seen));
    const client = browserClient({ present: true });

    const [first, second] = await Promise.all([client.session.restore(), client.session.restore()]);

    expect([first, second]).toEqual([true, true]);
    expect(seen).toEqual([{ delivery: 'cookie', body: '', credentials: 'same-origin' }]);
    expect(client.session.getAccessToken()).toBe(access);
    expect(client.session.getClaims()).toMatchObject({ sub: 'user-7' });
  });

  it('restore() answers false when the server refuses, without calling onSessionEnd', async () => {
    const onSessionEnd = vi.fn();
    server.use(
      mockOperation('post', '/v2/auth/refresh', () =>
        HttpResponse.json({ code: 'unauthenticated', message: 'Session ended' }, { status: 401 }),
      ),
    );
    const client = browserClient({ present: true }, { onSessionEnd });
    await expect(client.session.restore()).resolves.toBe(false);
    expect(client.session.getAccessToken()).toBeNull();
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('asks for cookie delivery on login and register, and never keeps a refresh token from a body', async () => {
    const deliveries: Array<string | null> = [];
    const access = makeAccessToken(REFRESH_THRESHOLD_SECONDS - 60);
    const refreshes: SeenRefresh[] = [];
    server.use(
      mockOperation('post', '/v2/auth/login', ({ request }) => {
        deliveries.push(request.headers.get('X-Token-Delivery'));
        return HttpResponse.json({
          access_token: access,
          token_type: 'Bearer',
          expires_in: 900,
          user: {
            id: 'b0f5c3a4-6f8e-4c1a-9d5e-2b7a8c9d0e1f',
            email: 'a@b.example',
            first_name: 'A',
            last_name: 'B',
            phone_number: null,
            user_type: 'CUSTOMER',
            role: 'customer',
            created_at: '2025-01-01T00:00:00Z',
          },
          memberships: [],
          acting_business_id: null,
        });
      }),
      refreshByCookie(makeAccessToken(900), refreshes),
    );
    const client = browserClient({ present: true });

    const { data } = await client.POST('/v2/auth/login', { body: { email: 'a@b.example', password: 'pw' } });
    expect(deliveries).toEqual(['cookie']);
    // Even an answer that carried one (an older server) leaves no refresh token in memory.
    client.session.signIn({ access_token: data?.access_token ?? '', refresh_token: 'leaked' });
    await client.session.refresh();
    expect(refreshes).toEqual([{ delivery: 'cookie', body: '', credentials: 'same-origin' }]);
  });

  it('refreshes by cookie ahead of expiry, once for parallel calls', async () => {
    const renewed = makeAccessToken(900, 'user-1', 'renewed');
    const refreshes: SeenRefresh[] = [];
    const bearers: Array<string | null> = [];
    server.use(
      refreshByCookie(renewed, refreshes),
      mockOperation('get', '/healthz', ({ request }) => {
        bearers.push(request.headers.get('Authorization'));
        return HttpResponse.json({ status: 'ok', database: 'postgres' });
      }),
    );
    const client = browserClient({ present: true });
    client.session.signIn({ access_token: makeAccessToken(REFRESH_THRESHOLD_SECONDS - 1) });

    await Promise.all([client.GET('/healthz'), client.GET('/healthz'), client.GET('/healthz')]);

    expect(refreshes).toHaveLength(1);
    expect(bearers).toEqual(Array(3).fill(`Bearer ${renewed}`));
  });

  it("a refused refresh fails with 'Authentication failed. Please log in again.' and ends the session", async () => {
    const onSessionEnd = vi.fn();
    server.use(
      mockOperation('post', '/v2/auth/refresh', () =>
        HttpResponse.json({ code: 'unauthenticated', message: 'Reused' }, { status: 401 }),
      ),
    );
    const client = browserClient({ present: true }, { onSessionEnd });
    client.session.signIn({ access_token: makeAccessToken(10) });

    const failure = await client.GET('/healthz').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Authentication failed. Please log in again.', status: 401 });
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(failure);
    expect(client.session.getAccessToken()).toBeNull();
  });

  it("without the hint cookie a due refresh fails with 'No refresh token available', sends nothing and ends the session", async () => {
    const onSessionEnd = vi.fn();
    const client = browserClient({ present: false }, { onSessionEnd });
    client.session.signIn({ access_token: makeAccessToken(10) });
    await expect(client.GET('/healthz')).rejects.toThrow(
      expect.objectContaining({ name: 'ApiError', message: 'No refresh token available' }),
    );
    expect(onSessionEnd).toHaveBeenCalledOnce();
    expect(client.session.getAccessToken()).toBeNull();
  });

  it('signOut() logs out by cookie with the bearer, refreshing first when no access token is held', async () => {
    const access = makeAccessToken(900, 'user-1', 'restored');
    const refreshes: SeenRefresh[] = [];
    const logouts: Array<{ authorization: string | null; delivery: string | null; body: string }> = [];
    const hint = { present: true };
    server.use(
      refreshByCookie(access, refreshes),
      mockOperation('post', '/v2/auth/logout', async ({ request }) => {
        logouts.push({
          authorization: request.headers.get('Authorization'),
          delivery: request.headers.get('X-Token-Delivery'),
          body: await request.text(),
        });
        // The server clears its cookies, the hint among them.
        hint.present = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = browserClient(hint);

    await client.session.signOut();

    expect(refreshes).toHaveLength(1);
    expect(logouts).toEqual([{ authorization: `Bearer ${access}`, delivery: 'cookie', body: '{}' }]);
    expect(client.session.getAccessToken()).toBeNull();
    await expect(client.session.restore()).resolves.toBe(false);
  });
});
