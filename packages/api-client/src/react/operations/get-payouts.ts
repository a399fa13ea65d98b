import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type GetPayoutsQuery, getPayouts } from '../../operations/get-payouts';
import { useApiClient } from '../api-client-context';
import { dashboardKeys } from './query-keys';

/** The filters of the payouts page (`currency`, `limit`), without the cursor its pages manage. */
export type PayoutFilters = Omit<GetPayoutsQuery, 'cursor'>;

/** Under `dashboardKeys.all`, so every payment move (a release, a refund, a payout) refreshes it. */
const payoutPagesKey = (filters: PayoutFilters) => [...dashboardKeys.all, 'payout-pages', filters] as const;

/** The pages of getPayouts; every page carries the balance, the first page's is the current one. */
export function getPayoutPagesQueryOptions(client: ApiClient, filters: PayoutFilters = {}) {
  return infiniteQueryOptions({
    queryKey: payoutPagesKey(filters),
    queryFn: ({ pageParam, signal }) =>
      getPayouts(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The seller's balance and orders, page by page (`fetchNextPage` while `hasNextPage`). */
export function useGetPayoutPages(filters: PayoutFilters = {}) {
  return useInfiniteQuery(getPayoutPagesQueryOptions(useApiClient(), filters));
}
