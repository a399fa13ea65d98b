import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createClient,
  createMemoryCookieStore,
  decodeToken,
  REFRESH_THRESHOLD_SECONDS,
} from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

function healthzRecordingBearer(seen: Array<string | null>) {
  return mockOperation('get', '/healthz', ({ request }) => {
    seen.push(request.headers.get('Authorization'));
    return HttpResponse.json({ status: 'ok', database: 'postgres' });
  });
}

describe('refresh before a request', () => {
  it('refreshes once for N parallel requests when the token has under 300 s left, and stores both cookies', async () => {
    const expiring = makeAccessToken(REFRESH_THRESHOLD_SECONDS - 60);
    const renewed = makeAccessToken(900, 'user-1', 'renewed');
    const cookies = createMemoryCookieStore({ 'auth-token': expiring, 'refresh-token': 'refresh-1' });
    const client = createClient({ baseUrl: BASE_URL, cookies, retryDelayMs: 0 });

    const refreshBodies: unknown[] = [];
    const seen: Array<string | null> = [];
    server.use(
      mockOperation('post', '/v2/auth/refresh', async ({ request }) => {
        refreshBodies.push(await request.json());
        // Slow enough that every parallel request arrives while this refresh is in flight.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ access_token: renewed, refresh_token: 'refresh-2', expires_in: 900 });
      }),
      healthzRecordingBearer(seen),
    );

    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET('/healthz')));

    expect(results.every(({ response }) => response.ok)).toBe(true);
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(seen).toEqual(Array(5).fill(`Bearer ${renewed}`));
    expect(cookies.get('auth-token')).toBe(renewed);
    expect(cookies.get('refresh-token')).toBe('refresh-2');
  });

  it('does not refresh a token with more than 300 s left', async () => {
    const fresh = makeAccessToken(REFRESH_THRESHOLD_SECONDS + 60);
    const cookies = createMemoryCookieStore({ 'auth-token': fresh, 'refresh-token': 'refresh-1' });
    const client = createClient({ baseUrl: BASE_URL, cookies, retryDelayMs: 0 });
    const seen: Array<string | null> = [];
    // No refresh handler: a refresh call would be an unhandled request and fail the test.
    server.use(healthzRecordingBearer(seen));

    await client.GET('/healthz');

    expect(seen).toEqual([`Bearer ${fresh}`]);
  });
});

describe('refresh failures', () => {
  it("fails with 'Authentication failed. Please log in again.' and clears both cookies when the refresh is refused", async () => {
    const cookies = createMemoryCookieStore({
      'auth-token': makeAccessToken(30),
      'refresh-token': 'revoked',
    });
    const onSessionEnd = vi.fn();
    const client = createClient({ baseUrl: BASE_URL, cookies, retryDelayMs: 0, session: { onSessionEnd } });
    server.use(
      mockOperation('post', '/v2/auth/refresh', () =>
        HttpResponse.json({ code: 'unauthenticated', message: 'Refresh token revoked' }, { status: 401 }),
      ),
    );

    const failure = await client.GET('/healthz').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Authentication failed. Please log in again.',
      code: 'unauthenticated',
      status: 401,
    });
    expect(cookies.get('auth-token')).toBeNull();
    expect(cookies.get('refresh-token')).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it("fails with 'No refresh token available' when a refresh is due and there is no refresh-token cookie", async () => {
    const cookies = createMemoryCookieStore({ 'auth-token': makeAccessToken(30) });
    const client = createClient({ baseUrl: BASE_URL, cookies, retryDelayMs: 0 });
    // No handler at all: the client must fail before sending anything.

    await expect(client.GET('/healthz')).rejects.toThrow(
      expect.objectContaining({ name: 'ApiError', message: 'No refresh token available', status: 401 }),
    );
  });
});

describe('decodeToken', () => {
  it('reads base64url JWT payloads, including non-ASCII text, without verifying them', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'Zoë?>', exp: 1_900_000_000 })).toString('base64url');
    expect(decodeToken(`x.${payload}.y`)).toEqual({ sub: 'Zoë?>', exp: 1_900_000_000 });
    expect(decodeToken('not-a-jwt')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toBeNull();
  });
});
