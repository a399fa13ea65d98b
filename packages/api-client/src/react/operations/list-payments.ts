import { queryOptions, useQuery } from '@tanstack/react-query';
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
