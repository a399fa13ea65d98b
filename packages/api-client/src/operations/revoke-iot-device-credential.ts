import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { IotDeviceData } from './list-workflow-iot-devices';

/** revokeIotDeviceCredential (DELETE /v2/fleet/devices/{deviceId}/credential): the device can no longer post. */
export function revokeIotDeviceCredential(
  client: ApiClient,
  deviceId: string,
  signal?: AbortSignal,
): Promise<IotDeviceData> {
  return unwrap(
    client.DELETE('/v2/fleet/devices/{deviceId}/credential', { params: { path: { deviceId } }, signal }),
  );
}
