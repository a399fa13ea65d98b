import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { searchBusinesses } from '../../operations/search-businesses';
import { useApiClient } from '../api-client-context';
import { businessKeys } from './query-keys';

/** The businesses whose name contains `q` (the parent search of a registering subsidiary). */
export function searchBusinessesQueryOptions(client: ApiClient, q: string) {
  return queryOptions({
    queryKey: businessKeys.search(q),
    queryFn: ({ signal }) => searchBusinesses(client, { q }, signal),
  });
}

/**
 * The parent search for `q`; asks nothing until `q` has 2 characters (the contract's minimum), and the last
 * answer stays while the next loads.
 */
export function useSearchBusinesses(q: string) {
  return useQuery({
    ...searchBusinessesQueryOptions(useApiClient(), q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
