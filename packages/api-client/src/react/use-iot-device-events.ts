import { useEffect, useRef, useState } from 'react';
import type { CreateEventSource, EventStreamOptions, StreamEnd } from '../event-stream';
import type { components } from '../schema.gen';
import { subscribeIotDeviceEvents } from '../subscribe-iot-device-events';
import { useApiClient } from './api-client-context';

type Schemas = components['schemas'];

/** Options of {@link useIotDeviceEvents}. */
export interface UseIotDeviceEventsOptions
  extends Pick<EventStreamOptions, 'initialRetryMs' | 'maxRetryMs' | 'healthyAfterMs' | 'withCredentials'> {
  /** False keeps the stream closed (default true). */
  enabled?: boolean;
  /** Opens the stream; by default the platform's EventSource. Where there is none, nothing is subscribed. */
  createEventSource?: CreateEventSource;
  /** Each stored batch of points (a seller's: shared metrics only), e.g. to append to the chart's series. */
  onPoints?: (batch: Schemas['IotPointBatch']) => void;
  /** Each alert raised, acknowledged or resolved (the owner's members only). */
  onAlert?: (alert: Schemas['IotAlert']) => void;
  /** A connection opened again after a drop: points are not replayed, reload the series. */
  onReconnect?: () => void;
  /** The server ended the stream for good (signed out, access revoked, a token that could not be refreshed). */
  onEnd?: (end: StreamEnd) => void;
}

/** What {@link useIotDeviceEvents} reports. */
export interface IotDeviceEventsState {
  /** The device as the stream last sent it (at each connect, then at each change), or null before. */
  device: Schemas['IotDevice'] | null;
  /** Whether the stream is open. */
  connected: boolean;
  /** Why the server ended the stream for good, or null while it is subscribed. */
  ended: StreamEnd | null;
}

/**
 * Follows a device's live events while mounted (streamIotDeviceEvents): returns the device as it changes
 * (status, battery, last seen), whether the stream is open and why it ended, and hands points and alerts to
 * `onPoints` and `onAlert`. An expired token is refreshed through the client's session and reconnected. Uses
 * the base URL of the nearest `ApiClientProvider`'s client.
 */
export function useIotDeviceEvents(
  deviceId: string,
  options: UseIotDeviceEventsOptions = {},
): IotDeviceEventsState {
  const client = useApiClient();
  const [device, setDevice] = useState<Schemas['IotDevice'] | null>(null);
  const [connected, setConnected] = useState(false);
  const [ended, setEnded] = useState<StreamEnd | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const {
    enabled = true,
    createEventSource,
    initialRetryMs,
    maxRetryMs,
    healthyAfterMs,
    withCredentials,
  } = options;

  useEffect(() => {
    const open =
      createEventSource ??
      (typeof EventSource === 'undefined' ? undefined : (url, init) => new EventSource(url, init));
    if (!enabled || !deviceId || !open) return;
    const session = client.session;
    const unsubscribe = subscribeIotDeviceEvents(
      deviceId,
      {
        onOpen: () => {
          setConnected(true);
          setEnded(null);
        },
        onDisconnect: () => setConnected(false),
        onReconnect: () => latest.current.onReconnect?.(),
        onEnd: (end) => {
          setConnected(false);
          setEnded(end);
          latest.current.onEnd?.(end);
        },
        onDevice: setDevice,
        onPoints: (batch) => latest.current.onPoints?.(batch),
        onAlert: (alert) => latest.current.onAlert?.(alert),
      },
      {
        baseUrl: client.baseUrl,
        createEventSource: open,
        initialRetryMs,
        maxRetryMs,
        healthyAfterMs,
        withCredentials,
        refresh: session ? () => session.refresh() : undefined,
      },
    );
    return () => {
      unsubscribe();
      setDevice(null);
      setConnected(false);
      setEnded(null);
    };
  }, [
    client,
    deviceId,
    enabled,
    createEventSource,
    initialRetryMs,
    maxRetryMs,
    healthyAfterMs,
    withCredentials,
  ]);

  return { device, connected, ended };
}
