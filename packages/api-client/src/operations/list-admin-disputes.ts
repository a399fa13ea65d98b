import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listAdminDisputes: `status` (CONTESTED by default), `limit`, `cursor`. */
export type AdminDisputesQuery = OperationQuery<'listAdminDisputes'>;
/** Answer of listAdminDisputes: a page of disputes and the next page's cursor, or null. */
export type AdminDisputesData = OperationData<'listAdminDisputes'>;

/** listAdminDisputes (GET /v2/admin/disputes): disputes for the platform admins. */
export function listAdminDisputes(
  client: ApiClient,
  query: AdminDisputesQuery = {},
  signal?: AbortSignal,
): Promise<AdminDisputesData> {
  return unwrap(client.GET('/v2/admin/disputes', { params: { query }, signal }));
}
