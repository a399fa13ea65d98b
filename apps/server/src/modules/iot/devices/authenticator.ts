import type { Authenticator } from '../../../plugins/openapi/operation.ts';
import { authenticateDevice } from './ingest.ts';

/**
 * `deviceToken`: the device's current credential as a bearer token (`Authorization: Bearer dev_...`), valid
 * for the device named in the path only. Read from the database on every request, so a rotated or revoked
 * credential is refused at once on every instance.
 */
export const deviceToken: Authenticator = async (request, context) => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Bearer (dev_[A-Za-z0-9_-]{43})$/.exec(header);
  // `id` on v2's path, `deviceId` on the legacy generation's (`/iot-devices/{deviceId}/metrics`).
  const params = request.params as { id?: unknown; deviceId?: unknown } | undefined;
  const deviceId = params?.id ?? params?.deviceId;
  if (match?.[1] === undefined || typeof deviceId !== 'string') return false;
  return authenticateDevice(context.db, deviceId, match[1]);
};
