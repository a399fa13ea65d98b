import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of login (POST /v2/auth/login): `{ email, password }`. */
export type LoginBody = OperationBody<'login'>;
/** Answer of login: both tokens, the user and their memberships. */
export type LoginData = OperationData<'login'>;

/**
 * login (POST /v2/auth/login): the new session, or an ApiError (wrong credentials answer 401 with a
 * message). The caller decides whether to sign the session in (`client.session.signIn`).
 */
export function login(client: ApiClient, body: LoginBody, signal?: AbortSignal): Promise<LoginData> {
  return unwrap(client.POST('/v2/auth/login', { body, signal }));
}
