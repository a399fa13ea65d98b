import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getWorkflow } from '../../operations/get-workflow';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** getWorkflow for this id; a workflow the caller may not see fails with a 404 ApiError. */
export function getWorkflowQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: workflowKeys.detail(id),
    queryFn: ({ signal }) => getWorkflow(client, id, signal),
  });
}

/** The workflow with this id. */
export function useGetWorkflow(id: string) {
  return useQuery(getWorkflowQueryOptions(useApiClient(), id));
}
