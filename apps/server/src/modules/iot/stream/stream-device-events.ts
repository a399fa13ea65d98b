import { ApiError } from '../../../lib/api-error.ts';
import { currentUser } from '../../../lib/current-user.ts';
import type { OperationHandler } from '../../../plugins/openapi/operation.ts';
import { sessionEnd } from '../../auth/index.ts';
import { type StreamEndCode, serveEventStream } from '../../messages/index.ts';
import type { DeviceNotification } from './device-bus.ts';
import { type IotDevice, readDeviceFor } from './device-view.ts';

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** What a viewer's stream sends of a notification: a seller reads shared metrics only and no alerts. */
export function deviceFrame(notification: DeviceNotification, device: IotDevice): string | undefined {
  if (notification.type === 'alert') {
    return device.viewer === 'OWNER' ? frame('alert', notification.alert) : undefined;
  }
  const { batch } = notification;
  if (device.viewer === 'OWNER') return frame('points', batch);
  const shared = new Set(device.sharedMetrics);
  const metrics = batch.metrics.filter((metric) => shared.has(metric.name));
  return metrics.length === 0 ? undefined : frame('points', { deviceId: batch.deviceId, metrics });
}

/**
 * `GET /v2/fleet/devices/{deviceId}/events`: a device's live events as Server-Sent Events (bearer token or the
 * `auth-token` cookie under `/v2/fleet`; 404 for anyone who may not read the device, checked at connect; 429
 * past the open-stream limits shared with the other streams). It sends the device at connect and again
 * whenever its status, battery, last seen, credential or sharing changes; the points of each stored batch
 * (for the seller, the shared metrics only); and, to the owner's members only, each alert's change. Points and
 * alerts come from every instance through the database (`channels.ts`). Before every frame and at every
 * `: ping` it re-checks the session and reads the device again for the viewer: a member who left the owner's
 * business gets `end` with `access_revoked`; a seller whose sharing was withdrawn keeps the stream, without
 * points.
 */
export const streamIotDeviceEvents: OperationHandler<'streamIotDeviceEvents'> = {
  handle: async (request, reply, context) => {
    const { db } = context;
    const user = currentUser(request);
    const { deviceId } = request.params;
    let device = await readDeviceFor(db, deviceId, user.id, context.now());
    if (device === undefined) throw new ApiError(404, 'not_found', 'No such device');
    let sent = '';
    /** The `device` frame when the device changed since the last one sent. */
    const deviceChange = (): string | undefined => {
      const text = frame('device', device);
      if (text === sent) return undefined;
      sent = text;
      return text;
    };
    const recheck = async (): Promise<StreamEndCode | undefined> => {
      const ended = await sessionEnd(context, user);
      if (ended !== undefined) return ended;
      const again = await readDeviceFor(db, deviceId, user.id, context.now());
      if (again === undefined) return 'access_revoked';
      device = again;
      return undefined;
    };
    return serveEventStream({
      request,
      reply,
      context,
      userId: user.id,
      maxBufferedBytes: 1024 * 1024,
      recheck,
      subscribe: (send, close) =>
        context.services.iot.devices.subscribe(
          deviceId,
          (notification) =>
            send(async () => {
              const current = device as IotDevice;
              const points = deviceFrame(notification, current);
              const changed = deviceChange();
              return points === undefined ? changed : `${changed ?? ''}${points}`;
            }),
          close,
        ),
      onOpen: (send) => send(async () => deviceChange()),
      // A status that changes with time alone (ONLINE to OFFLINE) goes out with the next ping's re-check.
      onPing: deviceChange,
      failure: 'Sending a device event failed',
    });
  },
};
