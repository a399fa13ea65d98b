import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listBusinessMembers (GET /v2/business/{id}/members): `limit` and `cursor`. */
export type ListBusinessMembersQuery = OperationQuery<'listBusinessMembers'>;
/** Answer of listBusinessMembers: a page of members and the next cursor, or null. */
export type ListBusinessMembersData = OperationData<'listBusinessMembers'>;

/** listBusinessMembers (GET /v2/business/{id}/members): the business's members; members only. */
export function listBusinessMembers(
  client: ApiClient,
  id: string,
  query: ListBusinessMembersQuery = {},
  signal?: AbortSignal,
): Promise<ListBusinessMembersData> {
  return unwrap(client.GET('/v2/business/{id}/members', { params: { path: { id }, query }, signal }));
}
