// The browser session's cookies are the server's: it sets and clears them (DESIGN §3). The client never
// writes `document.cookie`; it only reads the script-readable hint, which holds no token.

/** The HttpOnly cookie in which the server keeps a browser's refresh token; page scripts cannot read it. */
export const REFRESH_TOKEN_COOKIE = 'refresh-token';
/** The script-readable cookie the server sets next to it (`1`) while a session may exist; never a token. */
export const SESSION_HINT_COOKIE = 'session-hint';
/** The request header by which a browser asks for the refresh token in the cookie instead of the body. */
export const TOKEN_DELIVERY_HEADER = 'X-Token-Delivery';

/** One cookie of the page, read from `document.cookie`, or null when absent or empty (or outside a browser). */
export function readDocumentCookie(
  name: string,
  doc: Document | undefined = globalThis.document,
): string | null {
  if (doc === undefined || typeof doc.cookie !== 'string') return null;
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/** True when the page holds the server's session hint, so a refresh by cookie is worth trying. */
export function hasSessionHintCookie(doc: Document | undefined = globalThis.document): boolean {
  return readDocumentCookie(SESSION_HINT_COOKIE, doc) !== null;
}
