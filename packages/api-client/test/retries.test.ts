import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createClient, MAX_ATTEMPTS } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';

const newClient = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 1 });

describe('retries', () => {
  it("makes 3 attempts in all on 5xx answers, then fails with 'Max retries exceeded'", async () => {
    let calls = 0;
    server.use(
      mockOperation('get', '/healthz', () => {
        calls += 1;
        return HttpResponse.json({ code: 'unavailable', message: 'Database is down' }, { status: 503 });
      }),
    );

    const failure = await newClient()
      .GET('/healthz')
      .catch((error: unknown) => error);

    expect(MAX_ATTEMPTS).toBe(3);
    expect(calls).toBe(3);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Max retries exceeded',
      status: 503,
      code: 'unavailable',
      error: 'Database is down',
    });
  });

  it('retries network errors and succeeds when a later attempt gets through, resending the body', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockOperation('post', '/v2/waitlist/signup', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if (bodies.length < 3) return HttpResponse.error();
        return HttpResponse.json({ email: body.email, joined_at: '2025-01-01T00:00:00Z' });
      }),
    );

    const { data } = await newClient().POST('/v2/waitlist/signup', { body: { email: 'x@y.example' } });

    expect(data?.email).toBe('x@y.example');
    expect(bodies).toEqual(Array(3).fill({ email: 'x@y.example' }));
  });

  it("fails with 'Max retries exceeded' and status 0 after 3 network errors", async () => {
    let calls = 0;
    server.use(
      mockOperation('get', '/healthz', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );

    await expect(newClient().GET('/healthz')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Max retries exceeded',
      status: 0,
      code: 'unknown',
    });
    expect(calls).toBe(3);
  });

  it('does not retry 4xx answers', async () => {
    let calls = 0;
    server.use(
      mockOperation('post', '/v2/waitlist/signup', () => {
        calls += 1;
        return HttpResponse.json({ code: 'rate_limited', message: 'Slow down' }, { status: 429 });
      }),
    );

    const { error, response } = await newClient().POST('/v2/waitlist/signup', {
      body: { email: 'x@y.example' },
    });

    expect(calls).toBe(1);
    expect(response.status).toBe(429);
    expect(error).toEqual({ code: 'rate_limited', message: 'Slow down' });
  });

  it('waits retryDelayMs × attempts made before each retry', async () => {
    const times: number[] = [];
    server.use(
      mockOperation('get', '/healthz', () => {
        times.push(performance.now());
        return new HttpResponse(null, { status: 502 });
      }),
    );

    const client = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 40 });
    await expect(client.GET('/healthz')).rejects.toThrow('Max retries exceeded');

    const [first = 0, second = 0, third = 0] = times;
    // Timers may fire a little late, never early (allowing 2 ms of clock granularity).
    expect(second - first).toBeGreaterThanOrEqual(38);
    expect(third - second).toBeGreaterThanOrEqual(78);
  });
});

it('stops retrying when the caller aborts', async () => {
  let calls = 0;
  server.use(
    mockOperation('get', '/healthz', () => {
      calls += 1;
      return new HttpResponse(null, { status: 503 });
    }),
  );
  const controller = new AbortController();
  const client = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 1000 });

  const pending = client.GET('/healthz', { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);

  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  expect(calls).toBe(1);
});

it('does not retry a request the caller aborted in flight', async () => {
  let calls = 0;
  server.use(
    mockOperation('get', '/healthz', async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return HttpResponse.json({ status: 'ok', database: 'postgres' });
    }),
  );
  const controller = new AbortController();
  const client = createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });

  const pending = client.GET('/healthz', { signal: controller.signal });
  setTimeout(() => controller.abort(), 20);

  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  expect(calls).toBe(1);
});
