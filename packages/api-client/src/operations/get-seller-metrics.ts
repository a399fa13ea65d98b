import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of getSellerMetrics (GET /v2/business/metrics/seller): `currency`. */
export type GetSellerMetricsQuery = OperationQuery<'getSellerMetrics'>;
/** Answer of getSellerMetrics: revenue, active deals, win rate and average time to award. */
export type GetSellerMetricsData = OperationData<'getSellerMetrics'>;

/** getSellerMetrics (GET /v2/business/metrics/seller): a seller's Key Metrics. */
export function getSellerMetrics(
  client: ApiClient,
  query: GetSellerMetricsQuery = {},
  signal?: AbortSignal,
): Promise<GetSellerMetricsData> {
  return unwrap(client.GET('/v2/business/metrics/seller', { params: { query }, signal }));
}
