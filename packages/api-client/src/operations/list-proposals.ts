import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listProposals (GET /v2/workflows/{id}/proposals): `status`, `limit`, `cursor`. */
export type ListProposalsQuery = OperationQuery<'listProposals'>;
/** Answer of listProposals: one page of proposals and the cursor of the next page, or null. */
export type ListProposalsData = OperationData<'listProposals'>;

/** listProposals (GET /v2/workflows/{id}/proposals): every proposal for the buyer's side; a seller's own otherwise. */
export function listProposals(
  client: ApiClient,
  workflowId: string,
  query: ListProposalsQuery = {},
  signal?: AbortSignal,
): Promise<ListProposalsData> {
  return unwrap(
    client.GET('/v2/workflows/{id}/proposals', { params: { path: { id: workflowId }, query }, signal }),
  );
}
