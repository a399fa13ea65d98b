import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getWorkflowAcceptance } from '../../operations/get-workflow-acceptance';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** The acceptance test of workflow `id` and how its units stand; under the workflow's key. */
export function getWorkflowAcceptanceQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: workflowKeys.acceptance(id),
    queryFn: ({ signal }) => getWorkflowAcceptance(client, id, signal),
  });
}

/** The acceptance test of workflow `id`, evaluated over its registered units' telemetry. */
export function useGetWorkflowAcceptance(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getWorkflowAcceptanceQueryOptions(useApiClient(), id), ...options });
}
