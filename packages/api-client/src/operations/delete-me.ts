import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody } from './types';

/** Body of deleteMe (DELETE /v2/auth/me): `{ password }`. */
export type DeleteMeBody = OperationBody<'deleteMe'>;

/** deleteMe (DELETE /v2/auth/me): deletes the account; a wrong password rejects with 403, a refusal (last admin, funds in escrow) with 409 and its reason. */
export async function deleteMe(client: ApiClient, body: DeleteMeBody, signal?: AbortSignal): Promise<void> {
  await unwrap(client.DELETE('/v2/auth/me', { body, signal }));
}
