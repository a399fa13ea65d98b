import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type ListPaymentsQuery, listPayments } from '../../operations/list-payments';
import { useApiClient } from '../api-client-context';
import { dashboardKeys } from './query-keys';

/** One page of listPayments (the dashboard's recent transactions: `{ limit: 3 }`). */
export function listPaymentsQueryOptions(client: ApiClient, query: ListPaymentsQuery = {}) {
  return queryOptions({
    queryKey: dashboardKeys.payments(query),
    queryFn: ({ signal }) => listPayments(client, query, signal),
  });
}

/** The newest payments of the caller's workflows. */
export function useListPayments(query: ListPaymentsQuery = {}) {
  return useQuery(listPaymentsQueryOptions(useApiClient(), query));
}

/** The filters of the payment history (`workflowId`, `status`, `limit`), without the cursor its pages manage. */
export type PaymentFilters = Omit<ListPaymentsQuery, 'cursor'>;

/**
 * The query key of the payment history's pages: under `dashboardKeys.all`, so every payment move (which
 * refreshes the dashboard) refreshes the history too.
 */
export const paymentPagesKey = (filters: PaymentFilters) =>
  [...dashboardKeys.all, 'payment-pages', filters] as const;

/** The pages of listPayments, newest first; each further page starts at the last `next_cursor`. */
export function listPaymentPagesQueryOptions(client: ApiClient, filters: PaymentFilters = {}) {
  return infiniteQueryOptions({
    queryKey: paymentPagesKey(filters),
    queryFn: ({ pageParam, signal }) =>
      listPayments(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The payment history: the caller's payments page by page (`fetchNextPage` while `hasNextPage`). */
export function useListPaymentPages(filters: PaymentFilters = {}) {
  return useInfiniteQuery(listPaymentPagesQueryOptions(useApiClient(), filters));
}
