import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listBusinessInvitations (GET /v2/business/{id}/invitations): `limit` and `cursor`. */
export type ListBusinessInvitationsQuery = OperationQuery<'listBusinessInvitations'>;
/** Answer of listBusinessInvitations: a page of pending invitations and the next cursor, or null. */
export type ListBusinessInvitationsData = OperationData<'listBusinessInvitations'>;

/** listBusinessInvitations (GET /v2/business/{id}/invitations): the invitations a business has pending. */
export function listBusinessInvitations(
  client: ApiClient,
  id: string,
  query: ListBusinessInvitationsQuery = {},
  signal?: AbortSignal,
): Promise<ListBusinessInvitationsData> {
  return unwrap(client.GET('/v2/business/{id}/invitations', { params: { path: { id }, query }, signal }));
}
