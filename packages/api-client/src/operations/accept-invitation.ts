import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of acceptInvitation: the caller's new membership. */
export type AcceptInvitationData = OperationData<'acceptInvitation'>;

/** acceptInvitation (POST /v2/business/invitations/{id}/accept): the invitee joins the business. */
export function acceptInvitation(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<AcceptInvitationData> {
  return unwrap(client.POST('/v2/business/invitations/{id}/accept', { params: { path: { id } }, signal }));
}
