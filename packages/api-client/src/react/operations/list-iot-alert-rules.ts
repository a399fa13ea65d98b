import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listIotAlertRules } from '../../operations/list-iot-alert-rules';
import { useApiClient } from '../api-client-context';
import { iotAlertKeys } from './query-keys';

/** The acting business's alert rules. */
export function listIotAlertRulesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: iotAlertKeys.rules(),
    queryFn: ({ signal }) => listIotAlertRules(client, signal),
  });
}

/** The acting business's alert rules, oldest first; any member. */
export function useListIotAlertRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listIotAlertRulesQueryOptions(useApiClient()), ...options });
}
