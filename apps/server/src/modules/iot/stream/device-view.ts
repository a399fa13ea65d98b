// How the device stream reads a device for its viewer, at connect and at every re-check: the devices part's
// reader and body (`getIotDevice`'s), so that a member who left the business loses the stream and the device
// sent is the one `getIotDevice` answers.
import type { components } from '@robomarket/api-client/schema';
import type { Queryable } from '../../../db/db.ts';
import { deviceBody, viewerOf } from '../devices/access.ts';
import { findDevice } from '../devices/repository.ts';

export type IotDevice = components['schemas']['IotDevice'];

/** The device as `userId` reads it at `at`, or undefined when they may not (not the owner's, nor the seller's). */
export async function readDeviceFor(
  db: Queryable,
  deviceId: string,
  userId: string,
  at: Date,
): Promise<IotDevice | undefined> {
  const row = await findDevice(db, deviceId, userId, at);
  const viewer = row === undefined ? undefined : viewerOf(row);
  if (row === undefined || viewer === undefined) return undefined;
  // As it goes on the wire: dates as ISO strings.
  return JSON.parse(JSON.stringify(deviceBody(row, viewer)));
}
