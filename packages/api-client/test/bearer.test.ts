import { HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createClient } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

it('sends Authorization: Bearer <access token> when a token is held, and nothing without one', async () => {
  const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
  const seen: Array<string | null> = [];
  server.use(
    mockOperation('get', '/healthz', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ status: 'ok', database: 'postgres' });
    }),
  );

  await client.GET('/healthz');
  const token = makeAccessToken(3600);
  client.session.signIn({ access_token: token, refresh_token: 'r' });
  await client.GET('/healthz');

  expect(seen).toEqual([null, `Bearer ${token}`]);
});

it('leaves an Authorization header given by the caller alone (device tokens, for instance)', async () => {
  const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
  client.session.signIn({ access_token: makeAccessToken(3600), refresh_token: 'r' });
  const seen: Array<string | null> = [];
  server.use(
    mockOperation('get', '/healthz', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ status: 'ok', database: 'postgres' });
    }),
  );

  await client.GET('/healthz', { headers: { Authorization: 'Bearer device-secret' } });

  expect(seen).toEqual(['Bearer device-secret']);
});
