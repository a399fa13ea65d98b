import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listIotDevices } from '../../operations/list-iot-devices';
import { useApiClient } from '../api-client-context';
import { type IotDeviceFilters, iotDeviceKeys } from './query-keys';

/** The pages of listIotDevices that match `filters`; each further page starts at the last `next_cursor`. */
export function listIotDevicesQueryOptions(client: ApiClient, filters: IotDeviceFilters = {}) {
  return infiniteQueryOptions({
    queryKey: iotDeviceKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listIotDevices(client, pageParam === undefined ? filters : { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The acting business's devices (`side=OWNED`, the default) or those it sold (`side=SOLD`), page by page. */
export function useListIotDevices(filters: IotDeviceFilters = {}) {
  return useInfiniteQuery(listIotDevicesQueryOptions(useApiClient(), filters));
}
