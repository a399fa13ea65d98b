import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { IotDeviceCredentialData } from './register-iot-device';

/**
 * rotateIotDeviceCredential (POST /v2/fleet/devices/{deviceId}/credential): a new credential, shown this once;
 * the previous one is refused at once.
 */
export function rotateIotDeviceCredential(
  client: ApiClient,
  deviceId: string,
  signal?: AbortSignal,
): Promise<IotDeviceCredentialData> {
  return unwrap(
    client.POST('/v2/fleet/devices/{deviceId}/credential', { params: { path: { deviceId } }, signal }),
  );
}
