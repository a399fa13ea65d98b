// The package's public API, listed by hand: anything not named here is internal.
// test/exports.test.ts snapshots this list, so adding or removing an export is a visible change.
// Nothing here imports React: the hooks live in '@robomarket/api-client/react'.

export type { ApiClient, CreateClientOptions } from './client';
export { createClient, MAX_ATTEMPTS } from './client';
export type { CookieSetOptions, CookieStore } from './cookies';
export {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_MAX_AGE_SECONDS,
  createDefaultCookieStore,
  createDocumentCookieStore,
  createMemoryCookieStore,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
} from './cookies';
export type { ApiErrorInit } from './errors';
export { ApiError, SESSION_MESSAGES, unwrap } from './errors';
export type { components, operations, paths } from './schema.gen';
export type { AuthTokens, ClientSession, SessionOptions, TokenClaims } from './session';
export { decodeToken, REFRESH_THRESHOLD_SECONDS } from './session';
