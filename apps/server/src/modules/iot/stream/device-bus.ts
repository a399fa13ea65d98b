// The process's live device events: one LISTEN per process on each iot channel (`channels.ts`), fanned out in
// memory to the streams of each device by the same topic bus as the workflows' events. On PostgreSQL the
// notifications come from every instance.
import type { Db } from '../../../db/db.ts';
import { createTopicBus, type TopicBus } from '../../../lib/events/topic-bus.ts';
import { type IotAlert, type IotPointBatch, iotAlertsChannel, iotPointsChannel } from './channels.ts';

/** One live event of a device. */
export type DeviceNotification =
  | { type: 'points'; batch: IotPointBatch }
  | { type: 'alert'; alert: IotAlert };

/** The devices' live events; a device's id is its topic. */
export type DeviceBus = TopicBus<DeviceNotification>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a payload of either channel; undefined for anything else. */
function parseDeviceNotification(
  channel: 'points' | 'alert',
  payload: string,
): { topic: string; event: DeviceNotification } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.deviceId !== 'string') return undefined;
  if (channel === 'points') {
    if (!Array.isArray(value.metrics)) return undefined;
    const batch = value as unknown as IotPointBatch;
    return { topic: batch.deviceId, event: { type: 'points', batch } };
  }
  const alert = value as unknown as IotAlert;
  return { topic: alert.deviceId, event: { type: 'alert', alert } };
}

/** The device bus of `db`; it starts listening at the first subscription. */
export function createDeviceBus(db: Db, onError: (error: Error) => void = () => {}): DeviceBus {
  return createTopicBus<DeviceNotification>(
    db,
    [
      { prefix: iotPointsChannel, parse: (payload) => parseDeviceNotification('points', payload) },
      { prefix: iotAlertsChannel, parse: (payload) => parseDeviceNotification('alert', payload) },
    ],
    onError,
  );
}
