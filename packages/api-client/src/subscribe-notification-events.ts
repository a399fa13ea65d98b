// The typed subscription to the caller's unread notification count (streamNotificationEvents,
// GET /v2/notifications/events): a Server-Sent Events stream read with the platform's EventSource, reconnected
// on the same back-off as a workflow's stream.
import {
  type EventStreamOptions,
  openEventStream,
  type StreamEnd,
  streamUrl,
  type Unsubscribe,
} from './event-stream';

/** What a subscriber is told. Every handler is optional; none is called after unsubscribing. */
export interface NotificationEventHandlers {
  /** The caller's unread count: at each (re)connect, then at each change. */
  onUnread?: (unread: number) => void;
  /** A connection opened (the first and every later one). */
  onOpen?: () => void;
  /** The connection dropped or could not open; the next attempt starts after `retryInMs`. */
  onDisconnect?: (retryInMs: number) => void;
  /** The server ended the stream for good (`signed_out`, or `token_expired` without a working `refresh`). */
  onEnd?: (end: StreamEnd) => void;
}

/** Options of {@link subscribeNotificationEvents}: those of every stream subscription. */
export type SubscribeNotificationEventsOptions = EventStreamOptions;

const notificationsPath = '/v2/notifications/events';

/** The URL of the caller's notification stream under `baseUrl`. */
export function notificationEventsUrl(baseUrl = ''): string {
  return streamUrl(notificationsPath, baseUrl);
}

/** The `unread` event's count, or null when the data is not the contract's `UnreadNotificationCount`. */
export function parseUnreadEvent(data: string): number | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('unread' in value)) return null;
    return Number.isSafeInteger(value.unread) && Number(value.unread) >= 0 ? Number(value.unread) : null;
  } catch {
    return null;
  }
}

/**
 * Subscribes to the caller's unread count (streamNotificationEvents), authenticated by the `auth-token`
 * cookie as a workflow's stream is. A dropped connection is reopened after the same exponential back-off;
 * the first event after each connect is the current count, so nothing needs reloading. An `end` with
 * `token_expired` is refreshed (`options.refresh`) and reconnected; any other end stops and goes to `onEnd`.
 * Returns the function that closes everything.
 */
export function subscribeNotificationEvents(
  handlers: NotificationEventHandlers,
  options: SubscribeNotificationEventsOptions = {},
): Unsubscribe {
  return openEventStream(
    {
      path: notificationsPath,
      names: ['unread'],
      onEvent: (_name, data) => {
        const unread = parseUnreadEvent(data);
        if (unread !== null) handlers.onUnread?.(unread);
      },
      who: 'subscribeNotificationEvents',
    },
    // Each connect's first event is the current count: nothing to reload after a reconnect.
    { onOpen: handlers.onOpen, onDisconnect: handlers.onDisconnect, onEnd: handlers.onEnd },
    options,
  );
}
