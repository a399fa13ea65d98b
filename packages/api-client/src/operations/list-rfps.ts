import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listRfps (GET /v2/rfps): `status`, `industry`, `minBudget`, `maxBudget`, `workflowId`, ... */
export type ListRfpsQuery = OperationQuery<'listRfps'>;
/** Answer of listRfps: one page of RFPs and the cursor of the next page, or null. */
export type ListRfpsData = OperationData<'listRfps'>;

/** listRfps (GET /v2/rfps): the caller's own and invited RFPs plus the marketplace, newest first. */
export function listRfps(
  client: ApiClient,
  query: ListRfpsQuery = {},
  signal?: AbortSignal,
): Promise<ListRfpsData> {
  return unwrap(client.GET('/v2/rfps', { params: { query }, signal }));
}
