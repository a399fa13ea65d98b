import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { type GetIotSeriesQuery, getIotSeries } from '../../operations/get-iot-series';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';

/** getIotSeries for this device and query. */
export function getIotSeriesQueryOptions(client: ApiClient, deviceId: string, query: GetIotSeriesQuery) {
  return queryOptions({
    queryKey: iotDeviceKeys.series(deviceId, query),
    queryFn: ({ signal }) => getIotSeries(client, deviceId, query, signal),
  });
}

/** Options of {@link useGetIotSeries}. */
export interface UseGetIotSeriesOptions {
  /** Asks again every so many milliseconds (false, the default, asks once). */
  refetchInterval?: number | false;
  /** False asks nothing (default true). */
  enabled?: boolean;
}

/** The chart data of a device's metrics; the previous range's data stays shown while another range loads. */
export function useGetIotSeries(
  deviceId: string,
  query: GetIotSeriesQuery,
  options: UseGetIotSeriesOptions = {},
) {
  return useQuery({
    ...getIotSeriesQueryOptions(useApiClient(), deviceId, query),
    placeholderData: keepPreviousData,
    ...options,
  });
}
