import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** revokePublishableKey (DELETE /v2/business/keys/{id}): an ADMIN revokes a key; widgets using it stop working. */
export async function revokePublishableKey(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(client.DELETE('/v2/business/keys/{id}', { params: { path: { id } }, signal }));
}
