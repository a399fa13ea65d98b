import { type ApiClient, unwrap } from '@robomarket/api-client';
import type { AuthSession, LoginRequest } from './types';

/** POST /v2/auth/login: the new session, or an ApiError (wrong credentials answer 401 with a message). */
export function login(client: ApiClient, body: LoginRequest): Promise<AuthSession> {
  return unwrap(client.POST('/v2/auth/login', { body }));
}
