import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of listWorkflowIotDevices (and listIotDevices): devices and the cursor of the next page, or null. */
export type IotDeviceListData = OperationData<'listWorkflowIotDevices'>;
/** One device as the caller reads it: the contract's IotDevice. */
export type IotDeviceData = IotDeviceListData['devices'][number];

/** listWorkflowIotDevices (GET /v2/workflows/{id}/iot/devices): the units registered on a workflow, oldest first. */
export function listWorkflowIotDevices(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<IotDeviceListData> {
  return unwrap(
    client.GET('/v2/workflows/{id}/iot/devices', { params: { path: { id: workflowId } }, signal }),
  );
}
