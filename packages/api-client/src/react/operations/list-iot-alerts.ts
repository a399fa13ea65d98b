import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listIotAlerts } from '../../operations/list-iot-alerts';
import { useApiClient } from '../api-client-context';
import { type IotAlertFilters, iotAlertKeys } from './query-keys';

/** The first page of the acting business's alerts that match `filters`, newest first. */
export function listIotAlertsQueryOptions(client: ApiClient, filters: IotAlertFilters) {
  return queryOptions({
    queryKey: iotAlertKeys.alertList(filters),
    queryFn: ({ signal }) => listIotAlerts(client, filters, signal),
  });
}

/** Alerts raised on the acting business's devices (`status`, `deviceId`, `limit`), newest first. */
export function useListIotAlerts(filters: IotAlertFilters = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listIotAlertsQueryOptions(useApiClient(), filters), ...options });
}
