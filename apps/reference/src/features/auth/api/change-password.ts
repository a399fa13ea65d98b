import { type ApiClient, unwrap } from '@robomarket/api-client';
import type { ChangePasswordRequest } from './types';

/** POST /v2/auth/password: 204 on success; a wrong current password answers 403 with a message. */
export async function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<void> {
  await unwrap(client.POST('/v2/auth/password', { body }));
}
