import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of verifyEmail (POST /v2/auth/verify-email): `{ token }`. */
export type VerifyEmailBody = OperationBody<'verifyEmail'>;

/** verifyEmail (POST /v2/auth/verify-email): confirms the address the link was mailed to; a used, expired or forged link rejects with a 400 ApiError. */
export async function verifyEmail(
  client: ApiClient,
  body: VerifyEmailBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/auth/verify-email', { body, signal }));
}
