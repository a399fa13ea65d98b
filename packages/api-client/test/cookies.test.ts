// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { describe, expect, it } from 'vitest';
import { createDefaultCookieStore, createDocumentCookieStore, createMemoryCookieStore } from '../src/index';

/** A stand-in document that records each cookie string written, since document.cookie never shows attributes. */
function fakeDocument(protocol: string) {
  const written: string[] = [];
  let jar = '';
  const doc = {
    location: { protocol },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      const [pair = ''] = value.split(';');
      jar = jar ? `${jar}; ${pair}` : pair;
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe('cookie stores', () => {
  it('writes path /, SameSite=Strict, the lifetime, and Secure only on https', () => {
    const secure = fakeDocument('https:');
    createDocumentCookieStore(secure.doc).set('auth-token', 'a b', { maxAgeSeconds: 604800 });
    createDocumentCookieStore(secure.doc).remove('refresh-token');
    expect(secure.written).toEqual([
      'auth-token=a%20b; Max-Age=604800; Path=/; SameSite=Strict; Secure',
      'refresh-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict; Secure',
    ]);

    const plain = fakeDocument('http:');
    createDocumentCookieStore(plain.doc).set('auth-token', 'x', { maxAgeSeconds: 60 });
    expect(plain.written).toEqual(['auth-token=x; Max-Age=60; Path=/; SameSite=Strict']);
  });

  it('uses document.cookie by default in a browser, reading back what it wrote and forgetting what it removed', () => {
    const store = createDefaultCookieStore();
    store.set('auth-token', 'token=value;1', { maxAgeSeconds: 60 });
    store.set('refresh-token', 'r', { maxAgeSeconds: 60 });
    expect(document.cookie).toContain('auth-token=');
    expect(store.get('auth-token')).toBe('token=value;1');
    store.remove('auth-token');
    expect(store.get('auth-token')).toBeNull();
    expect(document.cookie).not.toContain('auth-token');
    expect(store.get('refresh-token')).toBe('r');
    store.remove('refresh-token');
  });

  it('keeps values in memory until they expire or are removed', () => {
    const store = createMemoryCookieStore({ seeded: 'yes' });
    expect(store.get('seeded')).toBe('yes');
    store.set('short', 'v', { maxAgeSeconds: 0 });
    expect(store.get('short')).toBeNull();
    store.remove('seeded');
    expect(store.get('seeded')).toBeNull();
  });
});
