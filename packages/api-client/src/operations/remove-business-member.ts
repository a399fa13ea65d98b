import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * removeBusinessMember (DELETE /v2/business/{id}/members/{memberId}): with the caller's own membership id,
 * leaves the business; with another's, an ADMIN removes them. The last ADMIN cannot leave (409).
 */
export async function removeBusinessMember(
  client: ApiClient,
  id: string,
  memberId: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.DELETE('/v2/business/{id}/members/{memberId}', { params: { path: { id, memberId } }, signal }),
  );
}
