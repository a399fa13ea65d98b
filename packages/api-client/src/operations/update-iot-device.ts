import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { IotDeviceData } from './list-workflow-iot-devices';
import type { OperationBody } from './types';

/** Body of updateIotDevice: a new `name` and/or the `sharedMetrics` the seller may read. */
export type UpdateIotDeviceBody = OperationBody<'updateIotDevice'>;

/** updateIotDevice (PATCH /v2/fleet/devices/{deviceId}): the owner's ADMIN or PURCHASER renames or shares. */
export function updateIotDevice(
  client: ApiClient,
  deviceId: string,
  body: UpdateIotDeviceBody,
  signal?: AbortSignal,
): Promise<IotDeviceData> {
  return unwrap(
    client.PATCH('/v2/fleet/devices/{deviceId}', { params: { path: { deviceId } }, body, signal }),
  );
}
