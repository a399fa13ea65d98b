// The package's public API, listed by hand: anything not named here is internal.
// test/exports.test.ts snapshots this list, so adding or removing an export is a visible change.
// Nothing here imports React: the hooks live in '@robomarket/api-client/react'.

export type { ApiClient, CreateClientOptions } from './client';
export { createClient, MAX_ATTEMPTS } from './client';
export {
  hasSessionHintCookie,
  REFRESH_TOKEN_COOKIE,
  readDocumentCookie,
  SESSION_HINT_COOKIE,
  TOKEN_DELIVERY_HEADER,
} from './cookies';
export type { ApiErrorInit } from './errors';
export { ApiError, SESSION_MESSAGES, unwrap } from './errors';
export type { components, operations, paths } from './schema.gen';
export type { AuthTokens, ClientSession, SessionOptions, TokenClaims, TokenDelivery } from './session';
export { decodeToken, REFRESH_THRESHOLD_SECONDS } from './session';
