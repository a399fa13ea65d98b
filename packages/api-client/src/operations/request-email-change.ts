import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of requestEmailChange (POST /v2/auth/me/email): `{ email, password }`. */
export type RequestEmailChangeBody = OperationBody<'requestEmailChange'>;

/** requestEmailChange (POST /v2/auth/me/email): mails a confirmation link to the new address; a wrong password rejects with 403, a taken address with 409. */
export async function requestEmailChange(
  client: ApiClient,
  body: RequestEmailChangeBody,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.POST('/v2/auth/me/email', { body, signal }));
}
