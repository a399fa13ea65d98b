import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listWorkflows (GET /v2/workflows): `status` (several), `requestType`, `invited`, `limit`, `cursor`. */
export type ListWorkflowsQuery = OperationQuery<'listWorkflows'>;
/** Answer of listWorkflows: one page of workflows and the cursor of the next page, or null. */
export type ListWorkflowsData = OperationData<'listWorkflows'>;

/** listWorkflows (GET /v2/workflows): the workflows the caller is a party to, most recently changed first. */
export function listWorkflows(
  client: ApiClient,
  query: ListWorkflowsQuery = {},
  signal?: AbortSignal,
): Promise<ListWorkflowsData> {
  return unwrap(client.GET('/v2/workflows', { params: { query }, signal }));
}
