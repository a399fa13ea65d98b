import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listBusinesses } from '../../operations/list-businesses';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** The caller's businesses (first 100). */
export function listBusinessesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: businessKeys.lists(),
    queryFn: ({ signal }) => listBusinesses(client, { limit: 100 }, signal),
  });
}

/** The businesses the signed-in user is a member of, newest first. */
export function useListBusinesses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listBusinessesQueryOptions(useApiClient()), ...options });
}
