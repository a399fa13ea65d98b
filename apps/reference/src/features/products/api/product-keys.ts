import type { paths } from '@robomarket/api-client';

/** The filters and paging of GET /v2/products. */
export type ListProductsQuery = NonNullable<paths['/v2/products']['get']['parameters']['query']>;

/** The filters of a product list, without the paging that the list's own query manages. */
export type ProductFilters = Omit<ListProductsQuery, 'cursor'>;

/**
 * Query keys of the products feature, in one place so that a mutation can refresh every list at once
 * (`productKeys.lists()` is a prefix of each list's key).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};
