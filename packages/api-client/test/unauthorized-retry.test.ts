import { HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createClient } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

/** A client holding `access` and a refresh token in memory (body delivery, as outside a browser). */
function signedIn(access: string) {
  const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
  client.session.signIn({ access_token: access, refresh_token: 'refresh-1' });
  return client;
}

it('on a 401 while holding a token, refreshes once and resends the same request once with the new token', async () => {
  const rejected = makeAccessToken(900, 'user-1', 'rejected');
  const renewed = makeAccessToken(900, 'user-1', 'renewed');
  // Records transport failures: resending a consumed body would fail here, and the retry rule would hide it.
  const transportFailures: unknown[] = [];
  const fetch = async (request: Request) => {
    try {
      return await globalThis.fetch(request);
    } catch (error) {
      transportFailures.push(error);
      throw error;
    }
  };
  const client = createClient({ baseUrl: BASE_URL, fetch, retryDelayMs: 0 });
  client.session.signIn({ access_token: rejected, refresh_token: 'refresh-1' });
  const refreshBodies: unknown[] = [];

  const attempts: Array<{ authorization: string | null; body: unknown }> = [];
  let refreshes = 0;
  server.use(
    mockOperation('post', '/v2/auth/refresh', async ({ request }) => {
      refreshes += 1;
      refreshBodies.push(await request.json());
      return HttpResponse.json({ access_token: renewed, refresh_token: 'refresh-2', expires_in: 900 });
    }),
    mockOperation('post', '/v2/waitlist/signup', async ({ request }) => {
      const authorization = request.headers.get('Authorization');
      const body = await request.json();
      attempts.push({ authorization, body });
      if (authorization !== `Bearer ${renewed}`) {
        return HttpResponse.json({ code: 'unauthenticated', message: 'Token expired' }, { status: 401 });
      }
      return HttpResponse.json({ email: body.email, joined_at: '2025-01-01T00:00:00Z' });
    }),
  );

  const { data, error } = await client.POST('/v2/waitlist/signup', { body: { email: 'buyer@example.com' } });

  expect(error).toBeUndefined();
  expect(data).toEqual({ email: 'buyer@example.com', joined_at: '2025-01-01T00:00:00Z' });
  expect(refreshes).toBe(1);
  expect(attempts).toEqual([
    { authorization: `Bearer ${rejected}`, body: { email: 'buyer@example.com' } },
    { authorization: `Bearer ${renewed}`, body: { email: 'buyer@example.com' } },
  ]);
  expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }]);
  expect(client.session.getAccessToken()).toBe(renewed);
  expect(transportFailures).toEqual([]);
});

it('returns the second 401 as the answer instead of refreshing again', async () => {
  const client = signedIn(makeAccessToken(900));
  let refreshes = 0;
  let calls = 0;
  server.use(
    mockOperation('post', '/v2/auth/refresh', () => {
      refreshes += 1;
      return HttpResponse.json({
        access_token: makeAccessToken(900, 'user-1', `r${refreshes}`),
        refresh_token: 'next',
        expires_in: 900,
      });
    }),
    mockOperation('get', '/healthz', () => {
      calls += 1;
      return HttpResponse.json({ code: 'unauthenticated', message: 'Nope' }, { status: 401 });
    }),
  );

  const { error, response } = await client.GET('/healthz');

  expect(response.status).toBe(401);
  expect(error).toEqual({ code: 'unauthenticated', message: 'Nope' });
  expect({ refreshes, calls }).toEqual({ refreshes: 1, calls: 2 });
});

it('answers a 401 as is when no token was held', async () => {
  const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
  let calls = 0;
  server.use(
    mockOperation('get', '/healthz', () => {
      calls += 1;
      return HttpResponse.json({ code: 'unauthenticated', message: 'Sign in first' }, { status: 401 });
    }),
  );

  const { response } = await client.GET('/healthz');

  expect(response.status).toBe(401);
  expect(calls).toBe(1);
});

it('sends credential calls (login, register, refresh) without bearer, pre-emptive refresh or refresh on 401', async () => {
  const access = makeAccessToken(30);
  const client = signedIn(access);
  const seen: Array<string | null> = [];
  // No refresh handler: any refresh would be an unhandled request and fail the test.
  server.use(
    mockOperation('post', '/v2/auth/login', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(
        { code: 'unauthenticated', message: 'Wrong e-mail or password' },
        { status: 401 },
      );
    }),
  );

  const { error } = await client.POST('/v2/auth/login', { body: { email: 'a@b.example', password: 'nope' } });

  expect(error).toEqual({ code: 'unauthenticated', message: 'Wrong e-mail or password' });
  expect(seen).toEqual([null]);
  expect(client.session.getAccessToken()).toBe(access);
});

it('does not refresh a second time for a 401 that comes back after another call already refreshed', async () => {
  const stale = makeAccessToken(900, 'user-1', 'stale');
  const renewed = makeAccessToken(900, 'user-1', 'renewed');
  const client = signedIn(stale);
  let refreshes = 0;
  let staleAnswers = 0;
  server.use(
    mockOperation('post', '/v2/auth/refresh', () => {
      refreshes += 1;
      return HttpResponse.json({ access_token: renewed, refresh_token: 'refresh-2', expires_in: 900 });
    }),
    mockOperation('get', '/healthz', async ({ request }) => {
      if (request.headers.get('Authorization') === `Bearer ${renewed}`) {
        return HttpResponse.json({ status: 'ok', database: 'postgres' });
      }
      // The second stale call answers late, after the first one's refresh has finished.
      staleAnswers += 1;
      if (staleAnswers === 2) await new Promise((resolve) => setTimeout(resolve, 60));
      return HttpResponse.json({ code: 'unauthenticated', message: 'Token expired' }, { status: 401 });
    }),
  );

  const results = await Promise.all([client.GET('/healthz'), client.GET('/healthz')]);

  expect(results.map(({ response }) => response.status)).toEqual([200, 200]);
  expect(refreshes).toBe(1);
});
