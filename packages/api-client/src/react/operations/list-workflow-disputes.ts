import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listWorkflowDisputes } from '../../operations/list-workflow-disputes';
import { useApiClient } from '../api-client-context';
import { disputeKeys } from './query-keys';

/** The disputes of workflow `workflowId`, newest first, each with its events. */
export function workflowDisputesQueryOptions(client: ApiClient, workflowId: string) {
  return queryOptions({
    queryKey: disputeKeys.workflow(workflowId),
    queryFn: ({ signal }) => listWorkflowDisputes(client, workflowId, signal),
  });
}

/** The disputes of a workflow (the buyer side, the chosen seller, platform admins); `enabled` to wait. */
export function useWorkflowDisputes(workflowId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...workflowDisputesQueryOptions(useApiClient(), workflowId), ...options });
}
