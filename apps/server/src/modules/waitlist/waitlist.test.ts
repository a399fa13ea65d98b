import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { countWaitlist } from './repository.ts';

const testApp = useTestApp({ rateLimits: { waitlistSignup: { limit: 5, windowMs: 60_000 } } });
beforeEach(() => testApp.database.db.exec('TRUNCATE waitlist_signups'));

// Each request comes from its own address so that the rate limit stays out of the way.
let nextAddress = 1;
function signup(email: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/v2/waitlist/signup',
    remoteAddress: remoteAddress ?? `10.0.0.${nextAddress++}`,
    headers,
    payload: { email },
  });
}

const rows = () => countWaitlist(testApp.database.db);

describe('POST /v2/waitlist/signup', () => {
  it('stores a new address and answers with it and joined_at', async () => {
    const response = await signup('ada@example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ email: 'ada@example.com', joined_at: expect.any(String) });
    expect(new Date(body.joined_at).toISOString()).toBe(body.joined_at);
    expect(Math.abs(Date.parse(body.joined_at) - Date.now())).toBeLessThan(60_000);
    expect(await rows()).toBe(1);
  });

  it('stores an address once, ignoring case, and a repeat answers with the original joined_at', async () => {
    const first = await signup('Grace.Hopper@Example.com');
    const again = await signup('grace.hopper@example.com');
    const shouting = await signup('GRACE.HOPPER@EXAMPLE.COM');
    for (const response of [first, again, shouting]) expect(response.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(shouting.json()).toEqual(first.json());
    expect(first.json().email).toBe('Grace.Hopper@Example.com');
    expect(await rows()).toBe(1);
  });

  it('trims surrounding spaces before validating and storing', async () => {
    const response = await signup('  linus@example.com \n');
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('linus@example.com');
    const again = await signup('linus@example.com');
    expect(again.json()).toEqual(response.json());
    expect(await rows()).toBe(1);
  });

  it('rejects an empty, blank, malformed or overlong address and writes nothing', async () => {
    const overlong = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(overlong.length).toBeGreaterThan(254);
    for (const email of ['', '   ', 'ada', 'ada@', '@example.com', overlong, 42, null]) {
      const response = await signup(email);
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().error).toMatch(/^body\/email /);
    }
    expect(await rows()).toBe(0);
  });

  it('accepts an address of exactly the maximum length', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest.length).toBe(254);
    const response = await signup(longest);
    expect(response.statusCode).toBe(200);
    expect(await rows()).toBe(1);
  });

  it('rejects unknown fields and writes nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/waitlist/signup',
      remoteAddress: '10.0.1.1',
      payload: { email: 'ada@example.com', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('body/role is not allowed');
    expect(await rows()).toBe(0);
  });
});

describe('CORS', () => {
  it('answers a preflight from any origin, without credentials', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/v2/waitlist/signup',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-publishable-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    // The widgets send their publishable key with every call.
    expect(allowed).toContain('content-type');
    expect(allowed).toContain('x-publishable-key');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks the sign-up answer as readable from any origin', async () => {
    const response = await signup('cors@example.com', { origin: 'https://partner.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives other routes no CORS headers (same-origin only)', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/healthz',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
    expect(preflight.json().code).toBe('not_found');

    const get = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://partner.example' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and the error body past the limit, per address', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < 5; i++) {
      const response = await signup(`user${i}@example.com`, {}, address);
      expect(response.statusCode).toBe(200);
    }
    const limited = await signup('one-more@example.com', { origin: 'https://partner.example' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The widget on a partner site must be able to read the refusal.
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(await rows()).toBe(5);

    const otherAddress = await signup('someone@example.com', {}, '192.0.2.8');
    expect(otherAddress.statusCode).toBe(200);
  });
});
