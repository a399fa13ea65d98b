// The typed subscription to a device's live events (streamIotDeviceEvents,
// GET /v2/fleet/devices/{deviceId}/events): the device as it changes, its points as they are stored, its
// alerts; read with the platform's EventSource and reconnected on the same back-off as every stream.
import {
  type EventStreamOptions,
  openEventStream,
  type StreamEnd,
  streamUrl,
  type Unsubscribe,
} from './event-stream';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** One Server-Sent Event of a device's stream (the contract's `IotDeviceEvent`), `end` included. */
export type IotDeviceStreamEvent = Schemas['IotDeviceEvent'];
/** One live event of a device: every stream event but `end`. */
export type IotDeviceEvent = Exclude<IotDeviceStreamEvent, { event: 'end' }>;

/** What a subscriber is told. Every handler is optional; none is called after unsubscribing. */
export interface IotDeviceEventHandlers {
  /** The device: at each (re)connect, then whenever its status, battery, last seen or sharing changes. */
  onDevice?: (device: Schemas['IotDevice']) => void;
  /** Points as they are stored (a seller gets the shared metrics only). */
  onPoints?: (batch: Schemas['IotPointBatch']) => void;
  /** An alert was raised, acknowledged or resolved (the owner's members only). */
  onAlert?: (alert: Schemas['IotAlert']) => void;
  /** Every event, after its own handler. */
  onEvent?: (event: IotDeviceEvent) => void;
  /** A connection opened (the first and every later one). */
  onOpen?: () => void;
  /**
   * A connection opened again after a drop. Points are not replayed: reload the chart's series (the device
   * itself comes again at once).
   */
  onReconnect?: () => void;
  /** The connection dropped or could not open; the next attempt starts after `retryInMs`. */
  onDisconnect?: (retryInMs: number) => void;
  /**
   * The server ended the stream for good: `signed_out`, `access_revoked` (the user may no longer read the
   * device), or `token_expired` when `refresh` failed or was not given. Nothing reconnects.
   */
  onEnd?: (end: StreamEnd) => void;
}

/** Options of {@link subscribeIotDeviceEvents}: those of every stream subscription. */
export type SubscribeIotDeviceEventsOptions = EventStreamOptions;

const devicePath = (deviceId: string) => `/v2/fleet/devices/${encodeURIComponent(deviceId)}/events`;

/** The URL of a device's event stream under `baseUrl`. */
export function iotDeviceEventsUrl(deviceId: string, baseUrl = ''): string {
  return streamUrl(devicePath(deviceId), baseUrl);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPoint = (value: unknown): value is Schemas['IotMetric'] =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.value === 'number' &&
  typeof value.recordedAt === 'string' &&
  (value.unit === null || typeof value.unit === 'string');

/**
 * One Server-Sent Event of a device's stream as the contract's typed `IotDeviceEvent` (`end` aside), or null
 * when the name is not one of the contract's or the data is not JSON of the expected shape (ignored, never
 * thrown).
 */
export function parseIotDeviceEvent(name: string, data: string): IotDeviceEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (name) {
    case 'device':
      return typeof value.id === 'string' &&
        typeof value.status === 'string' &&
        typeof value.name === 'string'
        ? { event: 'device', data: value as Schemas['IotDevice'] }
        : null;
    case 'points':
      return typeof value.deviceId === 'string' &&
        Array.isArray(value.metrics) &&
        value.metrics.every(isPoint)
        ? { event: 'points', data: value as Schemas['IotPointBatch'] }
        : null;
    case 'alert':
      return typeof value.id === 'string' &&
        typeof value.deviceId === 'string' &&
        typeof value.status === 'string'
        ? { event: 'alert', data: value as Schemas['IotAlert'] }
        : null;
    default:
      return null;
  }
}

/** The device an event is about. */
const deviceOf = (event: IotDeviceEvent) => (event.event === 'device' ? event.data.id : event.data.deviceId);

/**
 * Subscribes to a device's live events (streamIotDeviceEvents), authenticated by the `auth-token` cookie the
 * server sets under `/v2/fleet` at sign-in. Each event is parsed into the contract's type and passed to its
 * handler; unknown names, malformed data and events of another device are ignored. A dropped connection is
 * reopened after the shared exponential back-off, and `onReconnect` tells the caller to reload the series;
 * an `end` with `token_expired` is refreshed (`options.refresh`) and reconnected, any other end stops and
 * goes to `onEnd`. Returns the function that closes everything.
 */
export function subscribeIotDeviceEvents(
  deviceId: string,
  handlers: IotDeviceEventHandlers,
  options: SubscribeIotDeviceEventsOptions = {},
): Unsubscribe {
  const deliver = (event: IotDeviceEvent) => {
    if (deviceOf(event) !== deviceId) return;
    if (event.event === 'device') handlers.onDevice?.(event.data);
    else if (event.event === 'points') handlers.onPoints?.(event.data);
    else handlers.onAlert?.(event.data);
    handlers.onEvent?.(event);
  };
  return openEventStream(
    {
      path: devicePath(deviceId),
      names: ['device', 'points', 'alert'],
      onEvent: (name, data) => {
        const event = parseIotDeviceEvent(name, data);
        if (event !== null) deliver(event);
      },
      who: 'subscribeIotDeviceEvents',
    },
    handlers,
    options,
  );
}
