import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** declineInvitation (POST /v2/business/invitations/{id}/decline): the invitee says no. */
export async function declineInvitation(client: ApiClient, id: string, signal?: AbortSignal): Promise<void> {
  await unwrap(client.POST('/v2/business/invitations/{id}/decline', { params: { path: { id } }, signal }));
}
