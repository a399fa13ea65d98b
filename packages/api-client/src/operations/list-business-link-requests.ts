import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listBusinessLinkRequests (GET /v2/business/{id}/link-requests): `limit` and `cursor`. */
export type ListBusinessLinkRequestsQuery = OperationQuery<'listBusinessLinkRequests'>;
/** Answer of listBusinessLinkRequests: a page of pending requests and the next cursor, or null. */
export type ListBusinessLinkRequestsData = OperationData<'listBusinessLinkRequests'>;

/** listBusinessLinkRequests (GET /v2/business/{id}/link-requests): subsidiaries asking; the ADMINs only. */
export function listBusinessLinkRequests(
  client: ApiClient,
  id: string,
  query: ListBusinessLinkRequestsQuery = {},
  signal?: AbortSignal,
): Promise<ListBusinessLinkRequestsData> {
  return unwrap(client.GET('/v2/business/{id}/link-requests', { params: { path: { id }, query }, signal }));
}
