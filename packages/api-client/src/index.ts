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
// One fetcher per operation (src/operations/<kebab-operation-id>.ts): data, or a rejection with ApiError.
export type { ChangePasswordBody } from './operations/change-password';
export { changePassword } from './operations/change-password';
export type { CreateProductBody, CreateProductData } from './operations/create-product';
export { createProduct } from './operations/create-product';
export { deleteProduct } from './operations/delete-product';
export type { GetMeData } from './operations/get-me';
export { getMe } from './operations/get-me';
export type { GetProductData } from './operations/get-product';
export { getProduct } from './operations/get-product';
export type { JoinWaitlistBody, JoinWaitlistData } from './operations/join-waitlist';
export { joinWaitlist } from './operations/join-waitlist';
export type { ListProductsData, ListProductsQuery } from './operations/list-products';
export { listProducts } from './operations/list-products';
export type { LoginBody, LoginData } from './operations/login';
export { login } from './operations/login';
export type { RegisterUserBody, RegisterUserData } from './operations/register-user';
export { registerUser } from './operations/register-user';
export type { OperationBody, OperationData, OperationId, OperationQuery } from './operations/types';
export type { UpdateMeBody, UpdateMeData } from './operations/update-me';
export { updateMe } from './operations/update-me';
export type { UpdateProductBody, UpdateProductData } from './operations/update-product';
export { updateProduct } from './operations/update-product';
export type { components, operations, paths } from './schema.gen';
export type { AuthTokens, ClientSession, SessionOptions, TokenClaims } from './session';
export { decodeToken, REFRESH_THRESHOLD_SECONDS } from './session';
