import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getIotDevice } from '../../operations/get-iot-device';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';

/** getIotDevice for this id; a device the caller may not read fails with a 404 ApiError. */
export function getIotDeviceQueryOptions(client: ApiClient, deviceId: string) {
  return queryOptions({
    queryKey: iotDeviceKeys.detail(deviceId),
    queryFn: ({ signal }) => getIotDevice(client, deviceId, signal),
  });
}

/** Options of {@link useGetIotDevice}. */
export interface UseGetIotDeviceOptions {
  /** Asks again every so many milliseconds (false, the default, asks once). */
  refetchInterval?: number | false;
}

/** The device with this id. */
export function useGetIotDevice(deviceId: string, options: UseGetIotDeviceOptions = {}) {
  return useQuery({ ...getIotDeviceQueryOptions(useApiClient(), deviceId), ...options });
}
