import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of confirmPasswordReset (POST /v2/auth/password-reset/confirm): `{ token, password }`. */
export type ConfirmPasswordResetBody = OperationBody<'confirmPasswordReset'>;

/** confirmPasswordReset (POST /v2/auth/password-reset/confirm): sets the new password; a used, expired or forged link rejects with a 400 ApiError. */
export async function confirmPasswordReset(
  client: ApiClient,
  body: ConfirmPasswordResetBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/auth/password-reset/confirm', { body, signal }));
}
