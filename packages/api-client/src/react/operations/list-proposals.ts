import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listProposals } from '../../operations/list-proposals';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** A workflow's proposals (first 100): all of them for the buyer's side, a seller's own for a seller. */
export function listProposalsQueryOptions(client: ApiClient, workflowId: string) {
  return queryOptions({
    queryKey: workflowKeys.proposals(workflowId),
    queryFn: ({ signal }) => listProposals(client, workflowId, { limit: 100 }, signal),
  });
}

/** The proposals of workflow `workflowId` that the caller may see. */
export function useListProposals(workflowId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listProposalsQueryOptions(useApiClient(), workflowId), ...options });
}
