import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listRfps } from '../../operations/list-rfps';
import { useApiClient } from '../api-client-context';
import { type RfpFilters, rfpKeys } from './query-keys';

/** The pages of listRfps that match `filters`; each further page starts at the last `next_cursor`. */
export function listRfpsQueryOptions(client: ApiClient, filters: RfpFilters = {}) {
  return infiniteQueryOptions({
    queryKey: rfpKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listRfps(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The pages of RFPs that match `filters` (the marketplace: `status: ['SUBMITTED', 'UNDER_REVIEW']`). */
export function useListRfps(filters: RfpFilters = {}) {
  return useInfiniteQuery(listRfpsQueryOptions(useApiClient(), filters));
}
