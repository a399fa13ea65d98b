import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type GetSellerMetricsQuery, getSellerMetrics } from '../../operations/get-seller-metrics';
import { useApiClient } from '../api-client-context';
import { dashboardKeys } from './query-keys';

/** getSellerMetrics, under `dashboardKeys.all` like the buyer's metrics. */
export function getSellerMetricsQueryOptions(client: ApiClient, query: GetSellerMetricsQuery = {}) {
  return queryOptions({
    queryKey: [...dashboardKeys.all, 'seller-metrics', query] as const,
    queryFn: ({ signal }) => getSellerMetrics(client, query, signal),
  });
}

/** A seller's Key Metrics: revenue, active deals, win rate and average time to award. */
export function useGetSellerMetrics(query: GetSellerMetricsQuery = {}) {
  return useQuery(getSellerMetricsQueryOptions(useApiClient(), query));
}
