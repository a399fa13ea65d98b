import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of requestPasswordReset (POST /v2/auth/password-reset): `{ email }`. */
export type RequestPasswordResetBody = OperationBody<'requestPasswordReset'>;

/** requestPasswordReset (POST /v2/auth/password-reset): mails a reset link when the address has an account; resolves on 202 either way (429 rejects). */
export async function requestPasswordReset(
  client: ApiClient,
  body: RequestPasswordResetBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/auth/password-reset', { body, signal }));
}
