import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { IotDeviceData } from './list-workflow-iot-devices';

/** getIotDevice (GET /v2/fleet/devices/{deviceId}): one device for its owner's or seller's members; else 404. */
export function getIotDevice(
  client: ApiClient,
  deviceId: string,
  signal?: AbortSignal,
): Promise<IotDeviceData> {
  return unwrap(client.GET('/v2/fleet/devices/{deviceId}', { params: { path: { deviceId } }, signal }));
}
