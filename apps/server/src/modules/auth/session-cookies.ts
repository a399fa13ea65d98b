import type { FastifyReply, FastifyRequest } from 'fastify';

// The browser session (DESIGN §3, docs/adr/0016-browser-session-refresh-token-in-an-httponly-cookie.md): a browser asks for cookie
// delivery with `X-Token-Delivery: cookie`; the refresh token then travels only in an HttpOnly cookie the
// server sets and clears, never in a body a page script could read. API clients send and receive it in
// the body as before and get no cookies.

/** The HttpOnly cookie holding the refresh token. */
export const refreshTokenCookie = 'refresh-token';
/** The script-readable cookie that says a session cookie may exist; it holds no token. */
export const sessionHintCookie = 'session-hint';
/** The request header by which a browser asks for cookie delivery. */
export const tokenDeliveryHeader = 'x-token-delivery';
/** The refresh cookie goes only to the auth operations. */
export const refreshTokenCookiePath = '/v2/auth';
/**
 * The HttpOnly cookie holding the access token, for the requests that cannot send a header: a plain link to
 * a document (`/api/documents/{name}`) and a workflow's event stream (`EventSource` on
 * `/v2/workflows/{id}/events`, the bell's `/v2/notifications/events`, a device's
 * `/v2/fleet/devices/{deviceId}/events`). Scoped to those paths and living as long as the access token; only the
 * operations whose contract lists `cookieAuth` read it.
 */
export const accessTokenCookie = 'auth-token';
/** The paths the access-token cookie is sent to: one cookie of the same name per path. */
export const accessTokenCookiePaths = [
  '/api/documents',
  '/v2/workflows',
  '/v2/notifications/events',
  '/v2/fleet',
] as const;
/** Longest life of the session cookies, in seconds: the 30 days of a session. */
export const maxSessionCookieAgeSeconds = 30 * 24 * 60 * 60;

/** How the caller wants the refresh token: in the body (API clients, the default) or in the cookie. */
export type TokenDelivery = 'body' | 'cookie';

/** The delivery the request asked for; the contract allows only `body` and `cookie`. */
export function tokenDelivery(request: FastifyRequest): TokenDelivery {
  return request.headers[tokenDeliveryHeader] === 'cookie' ? 'cookie' : 'body';
}

/** A cookie of the request, or undefined when absent or empty. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

interface CookieAttributes {
  path: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
}

function serialise(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${value}`, `Max-Age=${attributes.maxAgeSeconds}`];
  // Some cookie jars ignore Max-Age=0; a past Expires removes the cookie everywhere.
  if (attributes.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push(`Path=${attributes.path}`);
  if (attributes.httpOnly) parts.push('HttpOnly');
  parts.push('SameSite=Strict');
  // A Secure cookie set over plain http would be dropped by the browser (local development).
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Sets the refresh cookie (HttpOnly, scoped to the auth paths) and the hint cookie (script-readable,
 * path `/`, value `1`), both living as long as the session has left, 30 days at most; with `access`, also
 * the access-token cookie for document links and event streams (HttpOnly, paths `/api/documents`,
 * `/v2/workflows`, `/v2/notifications/events` and `/v2/fleet`, as long as the token).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  sessionExpiresAt: Date,
  now: Date,
  access?: { token: string; expiresInSeconds: number },
): void {
  const remaining = Math.floor((sessionExpiresAt.getTime() - now.getTime()) / 1000);
  const maxAgeSeconds = Math.max(0, Math.min(maxSessionCookieAgeSeconds, remaining));
  const secure = isHttps(request);
  reply.header('set-cookie', [
    serialise(refreshTokenCookie, refreshToken, {
      path: refreshTokenCookiePath,
      maxAgeSeconds,
      httpOnly: true,
      secure,
    }),
    serialise(sessionHintCookie, '1', { path: '/', maxAgeSeconds, httpOnly: false, secure }),
    ...(access === undefined
      ? []
      : [
          ...accessTokenCookiePaths.map((path) =>
            serialise(accessTokenCookie, access.token, {
              path,
              maxAgeSeconds: Math.max(0, access.expiresInSeconds),
              httpOnly: true,
              secure,
            }),
          ),
        ]),
  ]);
}

/** Removes the session cookies and the access-token cookie. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.header('set-cookie', [
    serialise(refreshTokenCookie, '', {
      path: refreshTokenCookiePath,
      maxAgeSeconds: 0,
      httpOnly: true,
      secure,
    }),
    serialise(sessionHintCookie, '', { path: '/', maxAgeSeconds: 0, httpOnly: false, secure }),
    ...accessTokenCookiePaths.map((path) =>
      serialise(accessTokenCookie, '', { path, maxAgeSeconds: 0, httpOnly: true, secure }),
    ),
  ]);
}

/**
 * Hands a new token pair to the caller as it asked: for cookie delivery the refresh token goes into the
 * cookie and is left out of the body; otherwise the body carries it and no cookie is set.
 */
export function deliverTokens<
  Body extends { refresh_token: string; access_token: string; expires_in: number },
>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  sessionExpiresAt: Date,
  now: Date,
): Omit<Body, 'refresh_token'> | Body {
  if (tokenDelivery(request) !== 'cookie') return body;
  const { refresh_token: refreshToken, ...rest } = body;
  setSessionCookies(request, reply, refreshToken, sessionExpiresAt, now, {
    token: body.access_token,
    expiresInSeconds: body.expires_in,
  });
  return rest;
}
