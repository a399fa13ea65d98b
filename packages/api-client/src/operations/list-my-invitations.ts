import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listMyInvitations (GET /v2/business/invitations): `limit` and `cursor`. */
export type ListMyInvitationsQuery = OperationQuery<'listMyInvitations'>;
/** Answer of listMyInvitations: a page of the caller's pending invitations and the next cursor, or null. */
export type ListMyInvitationsData = OperationData<'listMyInvitations'>;

/** listMyInvitations (GET /v2/business/invitations): the signed-in user's pending invitations, newest first. */
export function listMyInvitations(
  client: ApiClient,
  query: ListMyInvitationsQuery = {},
  signal?: AbortSignal,
): Promise<ListMyInvitationsData> {
  return unwrap(client.GET('/v2/business/invitations', { params: { query }, signal }));
}
