// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, hasSessionHintCookie, readDocumentCookie } from '../src/index';
import { BASE_URL, mockOperation, server } from './support/server';
import { makeAccessToken } from './support/tokens';

/** Stands in for `document.cookie`, recording every write, since the real one never shows attributes. */
function watchDocumentCookie(initial: string) {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => initial,
    set: (value: string) => writes.push(value),
  });
  return writes;
}

afterEach(() => {
  // Back to the prototype's document.cookie.
  Reflect.deleteProperty(document, 'cookie');
});

describe('cookies in a browser', () => {
  it('reads single cookies and the session hint from document.cookie', () => {
    watchDocumentCookie('theme=dark; session-hint=1; empty=');
    expect(readDocumentCookie('theme')).toBe('dark');
    expect(readDocumentCookie('empty')).toBeNull();
    expect(readDocumentCookie('missing')).toBeNull();
    expect(hasSessionHintCookie()).toBe(true);
    watchDocumentCookie('theme=dark');
    expect(hasSessionHintCookie()).toBe(false);
    expect(readDocumentCookie('x', undefined)).toBeNull();
  });

  it('defaults to cookie delivery and never writes a token to document.cookie', async () => {
    const writes = watchDocumentCookie('session-hint=1');
    const first = makeAccessToken(REFRESH_SOON, 'user-1', 'first');
    const renewed = makeAccessToken(900, 'user-1', 'renewed');
    const deliveries: Array<string | null> = [];
    server.use(
      mockOperation('post', '/v2/auth/refresh', ({ request }) => {
        deliveries.push(request.headers.get('X-Token-Delivery'));
        return HttpResponse.json({
          access_token: deliveries.length === 1 ? first : renewed,
          expires_in: 900,
        });
      }),
      mockOperation('get', '/healthz', () => HttpResponse.json({ status: 'ok', database: 'pglite' })),
      mockOperation('post', '/v2/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const client = createClient({ baseUrl: BASE_URL, retryDelayMs: 0 });
    expect(client.session.delivery).toBe('cookie');

    expect(await client.session.restore()).toBe(true);
    await client.GET('/healthz');
    expect(client.session.getAccessToken()).toBe(renewed);
    await client.session.signOut();

    expect(deliveries).toEqual(['cookie', 'cookie']);
    expect(writes).toEqual([]);
  });
});

/** Seconds left on an access token that is due for a refresh. */
const REFRESH_SOON = 60;
