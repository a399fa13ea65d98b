import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { referrerHost } from './handlers.ts';
import { countNewsletterSubscriptions, latestContactMessages, pageViewsOn } from './repository.ts';

const testApp = useTestApp({
  rateLimits: {
    contactMessage: { limit: 3, windowMs: 60_000 },
    newsletterSubscribe: { limit: 5, windowMs: 60_000 },
    pageView: { limit: 5, windowMs: 60_000 },
  },
});
beforeEach(() =>
  testApp.database.db.exec('TRUNCATE contact_messages, newsletter_subscriptions, page_view_counts'),
);

// Each request comes from its own address unless a test says otherwise, so rate limits stay out of the way.
let nextAddress = 1;
const address = () => `10.1.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

function post(
  url: string,
  payload: unknown,
  remoteAddress = address(),
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({ method: 'POST', url, remoteAddress, headers, payload: payload as object });
}
const contact = (payload: unknown, remoteAddress?: string) => post('/v2/contact', payload, remoteAddress);
const subscribe = (payload: unknown, remoteAddress?: string) =>
  post('/v2/newsletter/subscribe', payload, remoteAddress);
const view = (payload: unknown, remoteAddress?: string) =>
  post('/v2/analytics/page-views', payload, remoteAddress, { host: 'robomarket.example' });

const storedMessages = () => latestContactMessages(testApp.database.db, 100);
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /v2/contact', () => {
  it('stores the message as typed and answers 201 with its reference', async () => {
    const message = 'Hello team,\n  we run 40 AMRs and want to talk about <b>fleet</b> monitoring. 🤖\n';
    const response = await contact({ name: '  Ada Lovelace ', email: ' ada@example.com ', message });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), received_at: expect.any(String) });
    const [stored, ...others] = await storedMessages();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ id: body.id, name: 'Ada Lovelace', email: 'ada@example.com', message });
    expect(stored?.receivedAt.toISOString()).toBe(body.received_at);
  });

  it('rejects missing, blank, malformed, oversize and hostile fields with the error body, storing nothing', async () => {
    const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    const cases: [unknown, RegExp][] = [
      [{ ...valid, name: '' }, /^body\/name /],
      [{ ...valid, name: '   ' }, /^body\/name /],
      [{ ...valid, message: ' \n\t ' }, /^body\/message /],
      [{ ...valid, message: '' }, /^body\/message /],
      [{ ...valid, email: 'not-an-address' }, /^body\/email /],
      [{ ...valid, name: 'x'.repeat(101) }, /^body\/name /],
      [{ ...valid, message: 'x'.repeat(5001) }, /^body\/message /],
      [{ ...valid, name: 'Ada\u0000' }, /^body\/name /],
      [{ ...valid, message: 'Hi \u0000 there' }, /^body\/message /],
      [{ ...valid, message: 'broken \ud800 text' }, /^body\/message /],
      [{ name: 'Ada', email: 'ada@example.com' }, /message/],
      [{ ...valid, admin: true }, /admin/],
      [{ ...valid, name: 42 }, /^body\/name /],
    ];
    for (const [payload, error] of cases) {
      const response = await contact(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      expect(response.json().error, JSON.stringify(payload)).toMatch(error);
    }
    expect(await storedMessages()).toEqual([]);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const response = await contact({ name: 'Ada', email: 'ada@example.com', message: 'm'.repeat(5000) });
    expect(response.statusCode).toBe(201);
  });

  it('limits messages per address with 429 and Retry-After, and other addresses still get through', async () => {
    const from = '10.9.9.9';
    const payload = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    for (let i = 0; i < 3; i += 1) expect((await contact(payload, from)).statusCode).toBe(201);
    const limited = await contact(payload, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(payload, '10.9.9.10')).statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(4);
  });

  it('stores each of ten parallel messages once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        contact({ name: `Sender ${i}`, email: 'a@example.com', message: `#${i}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set((await storedMessages()).map(({ message }) => message)).size).toBe(10);
  });
});

describe('POST /v2/newsletter/subscribe', () => {
  it('subscribes an address once, ignoring case, and a repeat answers exactly as the first time', async () => {
    const first = await subscribe({ email: 'Grace@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'Grace@Example.com' });
    const again = await subscribe({ email: 'Grace@Example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await subscribe({ email: ' grace@example.com ' })).statusCode).toBe(200);
    expect(await countNewsletterSubscriptions(testApp.database.db)).toBe(1);
  });

  it('keeps one row when ten identical subscriptions race', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => subscribe({ email: 'race@example.com' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await countNewsletterSubscriptions(testApp.database.db)).toBe(1);
  });

  it('rejects a bad address or extra fields with the error body and stores nothing', async () => {
    for (const payload of [
      { email: '' },
      { email: 'nope' },
      { email: 'a\u0000@example.com' },
      {},
      { email: 'a@example.com', x: 1 },
    ]) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await countNewsletterSubscriptions(testApp.database.db)).toBe(0);
  });

  it('limits subscriptions per address', async () => {
    const from = '10.8.8.8';
    for (let i = 0; i < 5; i += 1)
      expect((await subscribe({ email: `n${i}@example.com` }, from)).statusCode).toBe(200);
    const limited = await subscribe({ email: 'n6@example.com' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /v2/analytics/page-views', () => {
  it('counts views per day, path and referring site, without the query or fragment', async () => {
    expect(
      (await view({ path: '/about?utm=x#team', referrer: 'https://news.example.org/story' })).statusCode,
    ).toBe(204);
    expect((await view({ path: '/about', referrer: 'https://News.Example.org/other' })).statusCode).toBe(204);
    expect((await view({ path: '/about' })).statusCode).toBe(204);
    // The site's own pages are not referrers; neither is something that is not an http(s) address.
    expect((await view({ path: '/about', referrer: 'https://robomarket.example/' })).statusCode).toBe(204);
    expect((await view({ path: '/about', referrer: 'javascript:alert(1)' })).statusCode).toBe(204);
    expect((await view({ path: '/', referrer: 'not a url' })).statusCode).toBe(204);
    expect(await pageViewsOn(testApp.database.db, today())).toEqual([
      { path: '/about', referrerHost: '', views: 3 },
      { path: '/about', referrerHost: 'news.example.org', views: 2 },
      { path: '/', referrerHost: '', views: 1 },
    ]);
  });

  it('counts every one of twenty parallel views', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => view({ path: '/' })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(204));
    expect(await pageViewsOn(testApp.database.db, today())).toEqual([
      { path: '/', referrerHost: '', views: 20 },
    ]);
  });

  it('rejects a path that is not one and stores nothing', async () => {
    for (const payload of [
      { path: 'about' },
      { path: '' },
      { path: '/a\u0000b' },
      { path: '/a\u0007b' },
      { path: '/\ud800' },
      { path: `/${'a'.repeat(512)}` },
      { path: '/', referrer: 'x'.repeat(2049) },
      { path: '/', visitor: 'id' },
    ]) {
      const response = await view(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await pageViewsOn(testApp.database.db, today())).toEqual([]);
  });

  it('limits views per address', async () => {
    const from = '10.7.7.7';
    for (let i = 0; i < 5; i += 1) expect((await view({ path: '/' }, from)).statusCode).toBe(204);
    expect((await view({ path: '/' }, from)).statusCode).toBe(429);
  });
});

describe('referrerHost', () => {
  it('keeps only another site’s http(s) host', () => {
    expect(referrerHost('https://partner.example/x?y', 'robomarket.example:8787')).toBe('partner.example');
    expect(referrerHost('http://robomarket.example:8787/about', 'robomarket.example:8787')).toBe('');
    expect(referrerHost('ftp://files.example/', undefined)).toBe('');
    expect(referrerHost(undefined, undefined)).toBe('');
  });
});
