import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of changePassword (POST /v2/auth/password): the current and the new password. */
export type ChangePasswordBody = OperationBody<'changePassword'>;

/**
 * changePassword (POST /v2/auth/password): resolves on 204; a wrong current password rejects with a 403
 * ApiError carrying the server's message. The calling session stays valid.
 */
export async function changePassword(
  client: ApiClient,
  body: ChangePasswordBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/auth/password', { body, signal }));
}
