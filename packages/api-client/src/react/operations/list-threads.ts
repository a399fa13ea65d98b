import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listThreads } from '../../operations/list-threads';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/**
 * A workflow's threads as the caller sees them. Refreshed by `useWorkflowEvents` when a message arrives and
 * by `useMarkMessagesRead`, so the unread counts follow.
 */
export function listThreadsQueryOptions(client: ApiClient, workflowId: string) {
  return queryOptions({
    queryKey: workflowKeys.threads(workflowId),
    queryFn: ({ signal }) => listThreads(client, workflowId, signal),
  });
}

/** The threads of workflow `workflowId`: one per seller for the buyer's side, its own for a seller. */
export function useListThreads(workflowId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listThreadsQueryOptions(useApiClient(), workflowId), ...options });
}
