import { type ApiClient, unwrap } from '@robomarket/api-client';
import type { AuthSession, RegisterRequest } from './types';

/** POST /v2/auth/register: creates the account (and, for a business, the business) and its first session. */
export function registerUser(client: ApiClient, body: RegisterRequest): Promise<AuthSession> {
  return unwrap(client.POST('/v2/auth/register', { body }));
}
