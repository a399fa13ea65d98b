import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** withdrawBusinessInvitation (DELETE /v2/business/{id}/invitations/{invitationId}): an ADMIN withdraws one. */
export async function withdrawBusinessInvitation(
  client: ApiClient,
  id: string,
  invitationId: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.DELETE('/v2/business/{id}/invitations/{invitationId}', {
      params: { path: { id, invitationId } },
      signal,
    }),
  );
}
