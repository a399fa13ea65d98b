import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listBusinessLinkRequests } from '../../operations/list-business-link-requests';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** Pending requests naming business `id` as parent (first 100). */
export function listBusinessLinkRequestsQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: businessKeys.linkRequests(id),
    queryFn: ({ signal }) => listBusinessLinkRequests(client, id, { limit: 100 }, signal),
  });
}

/** The pending parent-link requests of business `id`; its ADMINs only (pass `enabled: false` otherwise). */
export function useListBusinessLinkRequests(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listBusinessLinkRequestsQueryOptions(useApiClient(), id), ...options });
}
