import type { ListProductsQuery } from '../../operations/list-products';

/** The filters of a product list, without the paging that the list's own query manages. */
export type ProductFilters = Omit<ListProductsQuery, 'cursor'>;

/**
 * Query keys of the products area. A mutation refreshes every list at once with `productKeys.lists()`,
 * a prefix of each list's key. A new area adds its own object here, shaped the same way.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

/**
 * Query keys of the business area (memberships, invitations, link requests). A mutation refreshes what it
 * changed with a prefix: `businessKeys.all` for everything, `businessKeys.members(id)` for one business.
 */
export const businessKeys = {
  all: ['business'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  invitations: () => [...businessKeys.all, 'invitations'] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  members: (id: string) => [...businessKeys.detail(id), 'members'] as const,
  linkRequests: (id: string) => [...businessKeys.detail(id), 'link-requests'] as const,
};
