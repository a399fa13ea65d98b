import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type GetBusinessMetricsQuery, getBusinessMetrics } from '../../operations/get-business-metrics';
import { useApiClient } from '../api-client-context';
import { dashboardKeys } from './query-keys';

/** getBusinessMetrics for the caller's own purchases, or a business's members' with `business_id`. */
export function getBusinessMetricsQueryOptions(client: ApiClient, query: GetBusinessMetricsQuery = {}) {
  return queryOptions({
    queryKey: dashboardKeys.metrics(query),
    queryFn: ({ signal }) => getBusinessMetrics(client, query, signal),
  });
}

/** The dashboard's key metrics: total spend, active workflows and savings. */
export function useGetBusinessMetrics(query: GetBusinessMetricsQuery = {}) {
  return useQuery(getBusinessMetricsQueryOptions(useApiClient(), query));
}
