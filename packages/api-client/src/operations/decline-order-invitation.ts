import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * declineOrderInvitation (POST /v2/workflows/{id}/invitation/decline): an invited seller declines; the
 * workflow leaves its invitations.
 */
export async function declineOrderInvitation(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.POST('/v2/workflows/{id}/invitation/decline', { params: { path: { id: workflowId } }, signal }),
  );
}
