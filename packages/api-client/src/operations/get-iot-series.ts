import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of getIotSeries: `metric` (1 to 6 names), `range` (1h, 24h, 7d, 30d) and `to` (now when left out). */
export type GetIotSeriesQuery = OperationQuery<'getIotSeries'>;
/** Answer of getIotSeries: per metric, its unit and buckets (avg, min, max, last, count) at the range's resolution. */
export type IotSeriesSetData = OperationData<'getIotSeries'>;

/** getIotSeries (GET /v2/fleet/devices/{deviceId}/series): chart data of a device's metrics over a range. */
export function getIotSeries(
  client: ApiClient,
  deviceId: string,
  query: GetIotSeriesQuery,
  signal?: AbortSignal,
): Promise<IotSeriesSetData> {
  return unwrap(
    client.GET('/v2/fleet/devices/{deviceId}/series', { params: { path: { deviceId }, query }, signal }),
  );
}
