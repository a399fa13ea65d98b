import { type ApiClient, unwrap } from '@robomarket/api-client';
import { useApiClient } from '@robomarket/api-client/react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ListProductsQuery, type ProductFilters, productKeys } from './product-keys';

/** GET /v2/products: one page of the catalogue, newest first, with the cursor of the next page or null. */
export function listProducts(client: ApiClient, query: ListProductsQuery = {}, signal?: AbortSignal) {
  return unwrap(client.GET('/v2/products', { params: { query }, signal }));
}

/** The pages of the products that match `filters`; each further page starts at the last `next_cursor`. */
export function listProductsQueryOptions(client: ApiClient, filters: ProductFilters = {}) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listProducts(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The pages of the catalogue (or of one seller's products) that match `filters`, with the app's client. */
export function useProducts(filters: ProductFilters = {}) {
  return useInfiniteQuery(listProductsQueryOptions(useApiClient(), filters));
}
