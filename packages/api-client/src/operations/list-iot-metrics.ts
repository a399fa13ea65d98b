import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of listIotMetrics (GET /v2/iot/{id}/metrics): `name`, `from`, `to`, `limit`, `cursor`. */
export type ListIotMetricsQuery = OperationQuery<'listIotMetrics'>;
/** Answer of listIotMetrics: a page of raw points, newest first, and the next page's cursor. */
export type ListIotMetricsData = OperationData<'listIotMetrics'>;

/** listIotMetrics (GET /v2/iot/{id}/metrics): a device's raw points; a seller reads shared metrics only. */
export function listIotMetrics(
  client: ApiClient,
  deviceId: string,
  query: ListIotMetricsQuery = {},
  signal?: AbortSignal,
): Promise<ListIotMetricsData> {
  return unwrap(client.GET('/v2/iot/{id}/metrics', { params: { path: { id: deviceId }, query }, signal }));
}
