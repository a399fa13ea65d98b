import { type ApiClient, type components, unwrap } from '@robomarket/api-client';
import type { UpdateMeRequest } from './types';

/** PATCH /v2/auth/me: changes only the fields sent (a null phone removes it) and answers the changed user. */
export function updateMe(client: ApiClient, body: UpdateMeRequest): Promise<components['schemas']['User']> {
  return unwrap(client.PATCH('/v2/auth/me', { body }));
}
