import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of getBusinessMetrics (GET /v2/business/metrics): `business_id` (a business's members) and `currency`. */
export type GetBusinessMetricsQuery = OperationQuery<'getBusinessMetrics'>;
/** Answer of getBusinessMetrics: total spend, active workflows and savings, counted from real purchases. */
export type GetBusinessMetricsData = OperationData<'getBusinessMetrics'>;

/** getBusinessMetrics (GET /v2/business/metrics): the dashboard's key metrics. */
export function getBusinessMetrics(
  client: ApiClient,
  query: GetBusinessMetricsQuery = {},
  signal?: AbortSignal,
): Promise<GetBusinessMetricsData> {
  return unwrap(client.GET('/v2/business/metrics', { params: { query }, signal }));
}
