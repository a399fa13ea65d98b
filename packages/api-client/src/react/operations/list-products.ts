import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listProducts } from '../../operations/list-products';
import { useApiClient } from '../api-client-context';
import { type ProductFilters, productKeys } from './query-keys';

/** The pages of listProducts that match `filters`; each further page starts at the last `next_cursor`. */
export function listProductsQueryOptions(client: ApiClient, filters: ProductFilters = {}) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listProducts(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The pages of the catalogue (or of one seller's products) that match `filters` (search `q`, `sort`, `on_sale`, ...). */
export function useListProducts(filters: ProductFilters = {}) {
  return useInfiniteQuery(listProductsQueryOptions(useApiClient(), filters));
}
