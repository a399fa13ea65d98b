import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listAuditEvents (GET /v2/business/{id}/audit-events). */
export type ListAuditEventsQuery = OperationQuery<'listAuditEvents'>;
/** Answer of listAuditEvents: a page of events, newest first, and the next cursor, or null. */
export type ListAuditEventsData = OperationData<'listAuditEvents'>;

/** listAuditEvents (GET /v2/business/{id}/audit-events): who did what for the business; ADMINs only. */
export function listAuditEvents(
  client: ApiClient,
  id: string,
  query: ListAuditEventsQuery = {},
  signal?: AbortSignal,
): Promise<ListAuditEventsData> {
  return unwrap(client.GET('/v2/business/{id}/audit-events', { params: { path: { id }, query }, signal }));
}
