import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listWorkflows } from '../../operations/list-workflows';
import { useApiClient } from '../api-client-context';
import { type WorkflowFilters, workflowKeys } from './query-keys';

/** The pages of listWorkflows that match `filters`; each further page starts at the last `next_cursor`. */
export function listWorkflowsQueryOptions(client: ApiClient, filters: WorkflowFilters = {}) {
  return infiniteQueryOptions({
    queryKey: workflowKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listWorkflows(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The pages of the caller's workflows (as buyer or invited seller) that match `filters`. */
export function useListWorkflows(filters: WorkflowFilters = {}) {
  return useInfiniteQuery(listWorkflowsQueryOptions(useApiClient(), filters));
}
