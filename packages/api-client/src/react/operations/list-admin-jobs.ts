import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type AdminJobsQuery, listAdminJobs } from '../../operations/list-admin-jobs';
import { useApiClient } from '../api-client-context';
import { jobKeys } from './query-keys';

/** One page of the queue's jobs for the admins (dead ones by default). */
export function adminJobsQueryOptions(client: ApiClient, query: AdminJobsQuery = {}) {
  return queryOptions({
    queryKey: jobKeys.admin(query),
    queryFn: ({ signal }) => listAdminJobs(client, query, signal),
  });
}

/** The dead jobs waiting for a platform admin (or those of another `state`), with the counts by state. */
export function useAdminJobs(query: AdminJobsQuery = {}) {
  return useQuery(adminJobsQueryOptions(useApiClient(), query));
}
