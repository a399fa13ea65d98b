/** Options for writing one cookie. */
export interface CookieSetOptions {
  /** Lifetime in seconds from now. */
  maxAgeSeconds: number;
}

/** Where the session keeps its tokens; injectable so tests and non-browser hosts choose their own. */
export interface CookieStore {
  /** The cookie's value, or null when it is absent. */
  get(name: string): string | null;
  /** Writes the cookie for the given lifetime. */
  set(name: string, value: string, options: CookieSetOptions): void;
  /** Deletes the cookie. */
  remove(name: string): void;
}

/** Cookie holding the access token (product-spec §7). */
export const AUTH_TOKEN_COOKIE = 'auth-token';
/** Cookie holding the refresh token. */
export const REFRESH_TOKEN_COOKIE = 'refresh-token';
/** Lifetime of the auth-token cookie: 7 days (product-spec §9). */
export const AUTH_TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Lifetime of the refresh-token cookie: 30 days (product-spec §9). */
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A cookie store held in memory, for Node, tests and hosts without `document.cookie`. */
export function createMemoryCookieStore(initial: Record<string, string> = {}): CookieStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  for (const [name, value] of Object.entries(initial)) {
    values.set(name, { value, expiresAt: Number.POSITIVE_INFINITY });
  }
  return {
    get(name) {
      const entry = values.get(name);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        values.delete(name);
        return null;
      }
      return entry.value;
    },
    set(name, value, { maxAgeSeconds }) {
      values.set(name, { value, expiresAt: Date.now() + maxAgeSeconds * 1000 });
    },
    remove(name) {
      values.delete(name);
    },
  };
}

/**
 * A cookie store over `document.cookie`: path `/`, `SameSite=Strict`, and `Secure` when the page is served
 * over https (a Secure cookie set from plain http would be dropped by the browser, breaking local dev).
 */
export function createDocumentCookieStore(doc: Document = document): CookieStore {
  const secure = () => doc.location?.protocol === 'https:';
  const write = (name: string, value: string, maxAgeSeconds: number) => {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Max-Age=${maxAgeSeconds}`];
    // Some cookie jars ignore Max-Age=0; a past Expires removes the cookie everywhere.
    if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    parts.push('Path=/', 'SameSite=Strict');
    if (secure()) parts.push('Secure');
    doc.cookie = parts.join('; ');
  };
  return {
    get(name) {
      const wanted = encodeURIComponent(name);
      for (const pair of doc.cookie.split(';')) {
        const separator = pair.indexOf('=');
        if (separator === -1) continue;
        if (pair.slice(0, separator).trim() !== wanted) continue;
        const raw = pair.slice(separator + 1).trim();
        if (raw === '') return null;
        try {
          return decodeURIComponent(raw);
        } catch {
          // A cookie written by other code may hold a stray '%'; its raw text is still the value.
          return raw;
        }
      }
      return null;
    },
    set(name, value, { maxAgeSeconds }) {
      write(name, value, maxAgeSeconds);
    },
    remove(name) {
      write(name, '', 0);
    },
  };
}

/** The store used when none is injected: `document.cookie` in a browser, memory elsewhere. */
export function createDefaultCookieStore(): CookieStore {
  return typeof document !== 'undefined' && typeof document.cookie === 'string'
    ? createDocumentCookieStore(document)
    : createMemoryCookieStore();
}
