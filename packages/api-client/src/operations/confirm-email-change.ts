import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of confirmEmailChange (POST /v2/auth/email-change/confirm): `{ token }`. */
export type ConfirmEmailChangeBody = OperationBody<'confirmEmailChange'>;

/** confirmEmailChange (POST /v2/auth/email-change/confirm): makes the new address the account's; a used, expired or forged link rejects with a 400 ApiError. */
export async function confirmEmailChange(
  client: ApiClient,
  body: ConfirmEmailChangeBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/auth/email-change/confirm', { body, signal }));
}
