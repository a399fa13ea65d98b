import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createClient, decodeToken, REFRESH_THRESHOLD_SECONDS } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

function healthzRecordingBearer(seen: Array<string | null>) {
  return mockOperation('get', '/healthz', ({ request }) => {
    seen.push(request.headers.get('Authorization'));
    return HttpResponse.json({ status: 'ok', database: 'postgres' });
  });
}

// Outside a browser (these tests run in Node) both tokens stay in memory and the refresh token goes in the
// body; the browser's cookie delivery is in browser-session.test.ts.

describe('refresh before a request', () => {
  it('refreshes once for N parallel requests when the token has under 300 s left, and keeps the new pair', async () => {
    const expiring = makeAccessToken(REFRESH_THRESHOLD_SECONDS - 60);
    const renewed = makeAccessToken(900, 'user-1', 'renewed');
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    expect(client.session.delivery).toBe('body');
    client.session.signIn({ access_token: expiring, refresh_token: 'refresh-1' });

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
    expect(client.session.getAccessToken()).toBe(renewed);
    // The next refresh sends the rotated token.
    server.use(
      mockOperation('post', '/v2/auth/refresh', async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json({ access_token: renewed, refresh_token: 'refresh-3', expires_in: 900 });
      }),
    );
    await client.session.refresh();
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }, { refresh_token: 'refresh-2' }]);
  });

  it('does not refresh a token with more than 300 s left', async () => {
    const fresh = makeAccessToken(REFRESH_THRESHOLD_SECONDS + 60);
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    client.session.signIn({ access_token: fresh, refresh_token: 'refresh-1' });
    const seen: Array<string | null> = [];
    // No refresh handler: a refresh call would be an unhandled request and fail the test.
    server.use(healthzRecordingBearer(seen));

    await client.GET('/healthz');

    expect(seen).toEqual([`Bearer ${fresh}`]);
  });
});

describe('refresh failures', () => {
  it("fails with 'Authentication failed. Please log in again.' and drops both tokens when the refresh is refused", async () => {
    const onSessionEnd = vi.fn();
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0, session: { onSessionEnd } });
    client.session.signIn({ access_token: makeAccessToken(30), refresh_token: 'revoked' });
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
    expect(client.session.getAccessToken()).toBeNull();
    expect(client.session.canRefresh()).toBe(false);
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it("fails with 'No refresh token available' when a refresh is due and no refresh token is held", async () => {
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    client.session.signIn({ access_token: makeAccessToken(30) });
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
