import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listIotMetrics } from '../../operations/list-iot-metrics';
import { useApiClient } from '../api-client-context';
import { type IotMetricFilters, iotDeviceKeys } from './query-keys';

/** The pages of listIotMetrics for this device; each further page starts at the last `next_cursor`. */
export function listIotMetricsQueryOptions(
  client: ApiClient,
  deviceId: string,
  filters: IotMetricFilters = {},
) {
  return infiniteQueryOptions({
    queryKey: iotDeviceKeys.metrics(deviceId, filters),
    queryFn: ({ pageParam, signal }) =>
      listIotMetrics(
        client,
        deviceId,
        pageParam === undefined ? filters : { ...filters, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** A device's raw points, newest first, page by page. */
export function useListIotMetrics(deviceId: string, filters: IotMetricFilters = {}) {
  return useInfiniteQuery(listIotMetricsQueryOptions(useApiClient(), deviceId, filters));
}
