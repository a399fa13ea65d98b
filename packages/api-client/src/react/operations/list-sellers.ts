import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listSellers } from '../../operations/list-sellers';
import { useApiClient } from '../api-client-context';
import { type SellerSearch, sellerKeys } from './query-keys';

/** The first page of the seller directory for `search` (a name part and a page size). */
export function listSellersQueryOptions(client: ApiClient, search: SellerSearch = {}) {
  return queryOptions({
    queryKey: sellerKeys.search(search),
    queryFn: ({ signal }) => listSellers(client, search, signal),
  });
}

/** The sellers whose name or business name contains `search.q`; the last answer stays while the next loads. */
export function useListSellers(search: SellerSearch = {}) {
  return useQuery({ ...listSellersQueryOptions(useApiClient(), search), placeholderData: keepPreviousData });
}
