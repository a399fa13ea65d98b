import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listWorkflowIotDevices } from '../../operations/list-workflow-iot-devices';
import { useApiClient } from '../api-client-context';
import { iotDeviceKeys } from './query-keys';

/** listWorkflowIotDevices for this workflow. */
export function listWorkflowIotDevicesQueryOptions(client: ApiClient, workflowId: string) {
  return queryOptions({
    queryKey: iotDeviceKeys.workflow(workflowId),
    queryFn: ({ signal }) => listWorkflowIotDevices(client, workflowId, signal),
  });
}

/** The units registered on workflow `workflowId`, oldest first. */
export function useListWorkflowIotDevices(workflowId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listWorkflowIotDevicesQueryOptions(useApiClient(), workflowId), ...options });
}
