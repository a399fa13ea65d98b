import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationQuery } from './types';

/** Filters of exportAuditEvents (GET /v2/business/{id}/audit-events.csv), as listAuditEvents takes them. */
export type ExportAuditEventsQuery = OperationQuery<'exportAuditEvents'>;

/** exportAuditEvents (GET /v2/business/{id}/audit-events.csv): every matching event as CSV text. */
export async function exportAuditEvents(
  client: ApiClient,
  id: string,
  query: ExportAuditEventsQuery = {},
  signal?: AbortSignal,
): Promise<string> {
  const csv = await unwrap(
    client.GET('/v2/business/{id}/audit-events.csv', {
      params: { path: { id }, query },
      parseAs: 'text',
      signal,
    }),
  );
  return String(csv);
}
