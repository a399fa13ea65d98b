import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of registerUser (POST /v2/auth/register). */
export type RegisterUserBody = OperationBody<'registerUser'>;
/** Answer of registerUser: both tokens, the new user and their memberships. */
export type RegisterUserData = OperationData<'registerUser'>;

/**
 * registerUser (POST /v2/auth/register): creates the account (and, for a business, the business) and its
 * first session. The caller decides whether to sign the session in (`client.session.signIn`).
 */
export function registerUser(
  client: ApiClient,
  body: RegisterUserBody,
  signal?: AbortSignal,
): Promise<RegisterUserData> {
  return unwrap(client.POST('/v2/auth/register', { body, signal }));
}
