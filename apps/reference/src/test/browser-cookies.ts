import { REFRESH_TOKEN_COOKIE, readDocumentCookie, SESSION_HINT_COOKIE } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { accessTokenFor, errorBody } from './auth-fixtures';

// The browser's session cookies in a test, and the server that alone sets and clears them. As in a browser,
// the HttpOnly `refresh-token` cookie is out of the page's reach (it lives here, read only by the fake
// server below), and the `session-hint` cookie lives in `document.cookie`, where the client reads it.

let refreshCookie: string | null = null;

function setHint(present: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: stands for the browser storing the server's Set-Cookie.
  document.cookie = present
    ? `${SESSION_HINT_COOKIE}=1; Path=/`
    : `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
}

/** The cookies the browser holds: the HttpOnly refresh cookie (here) and the page's own (document.cookie). */
export interface BrowserCookies {
  /** A cookie's value, or null. */
  get(name: string): string | null;
}

export const browserCookies: BrowserCookies = {
  get: (name) => (name === REFRESH_TOKEN_COOKIE ? refreshCookie : readDocumentCookie(name)),
};

/** Puts cookies in the browser before the app starts, as a previous visit would have left them. */
export function saveBrowserCookies(cookies: Record<string, string>): void {
  refreshCookie = cookies[REFRESH_TOKEN_COOKIE] ?? null;
  setHint(cookies[SESSION_HINT_COOKIE] !== undefined);
}

/** Forgets every cookie (between tests). */
export function clearBrowserCookies(): void {
  refreshCookie = null;
  setHint(false);
}

/**
 * The server's side of the cookies: refresh reads the HttpOnly cookie only when asked for cookie delivery
 * and answers the access token alone; a refused refresh and a logout clear both cookies. Installed as the
 * msw server's default handlers, so a test's own `server.use(...)` comes first; a test handler that
 * returns nothing falls through to these.
 */
export const sessionServerHandlers = [
  http.post('*/v2/auth/refresh', ({ request }) => {
    const token = request.headers.get('X-Token-Delivery') === 'cookie' ? refreshCookie : null;
    if (token === null) {
      clearBrowserCookies();
      return HttpResponse.json(errorBody('unauthenticated', 'No refresh token available'), { status: 401 });
    }
    return HttpResponse.json({
      access_token: accessTokenFor(token.replace(/^refresh-/, '')),
      expires_in: 900,
    });
  }),
  http.post('*/v2/auth/logout', () => {
    clearBrowserCookies();
    return new HttpResponse(null, { status: 204 });
  }),
];
