// What every typed subscription to a Server-Sent Events stream of the API shares: opening the stream with the
// platform's EventSource (authenticated by the `auth-token` cookie), reconnecting on an exponential back-off
// with jitter, and the server's `end` (a `token_expired` refreshed and reconnected, any other end final).
// The workflow's, the bell's and a device's subscriptions differ only in their URL and their named events.
import type { components } from './schema.gen';

/** Why the server ended a stream (the contract's `StreamEnd`): `token_expired`, `signed_out` or `access_revoked`. */
export type StreamEnd = components['schemas']['StreamEnd'];

/** The part of the platform's `EventSource` the subscription uses; tests pass a fake with the same shape. */
export interface EventSourceLike {
  /** Listens for `open`, `error` and named events (their `data` is the event's text). */
  addEventListener(type: string, listener: (event: Event) => void): void;
  /** Closes the connection for good. */
  close(): void;
}

/** Opens an event stream at `url`; by default `new EventSource(url, init)`. */
export type CreateEventSource = (url: string, init: { withCredentials: boolean }) => EventSourceLike;

/** Options of every stream subscription. */
export interface EventStreamOptions {
  /** Root URL of the API, as given to `createClient`; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** Sends cookies (the `auth-token` that authenticates the stream) to another origin; by default true exactly when `baseUrl` is another origin than the page's. */
  withCredentials?: boolean;
  /** Opens the stream; by default the platform's `EventSource` (a browser's, or a polyfill on `globalThis`). */
  createEventSource?: CreateEventSource;
  /** The wait before the first reconnect, doubled after each failed attempt (default 1000 ms). */
  initialRetryMs?: number;
  /** The longest wait between reconnects (default 30000 ms). */
  maxRetryMs?: number;
  /** A connection open this long counts as healthy: the next drop waits `initialRetryMs` again (default 5000 ms). */
  healthyAfterMs?: number;
  /** A number in [0, 1) for the jitter; `Math.random` by default. */
  random?: () => number;
  /**
   * Renews the access token (and with it the `auth-token` cookie the stream sends) when the server ended the
   * stream with `token_expired`, e.g. `() => client.session.refresh()`; the stream then reconnects. A
   * rejection, or no `refresh`, stops the subscription and reports the end to `onEnd`.
   */
  refresh?: () => Promise<unknown>;
}

/** Stops the subscription: closes the stream and cancels any pending reconnect. Calling it twice is harmless. */
export type Unsubscribe = () => void;

/** What every subscription tells about its connection. Every handler is optional. */
export interface ConnectionHandlers {
  /** A connection opened (the first and every later one). */
  onOpen?: () => void;
  /** A connection opened again after a drop: events are not replayed, reload what is shown. */
  onReconnect?: () => void;
  /** The connection dropped or could not open; the next attempt starts after `retryInMs`. */
  onDisconnect?: (retryInMs: number) => void;
  /** The server ended the stream for good; nothing reconnects. */
  onEnd?: (end: StreamEnd) => void;
}

const END_CODES: ReadonlyArray<string> = [
  'token_expired',
  'signed_out',
  'access_revoked',
] satisfies ReadonlyArray<StreamEnd['code']>;

/** Whether `value` is the contract's `StreamEnd`. */
export function isStreamEnd(value: unknown): value is StreamEnd {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'message' in value &&
    typeof value.message === 'string' &&
    END_CODES.includes(String(value.code))
  );
}

/**
 * The wait before reconnect attempt `attempt` (0 for the first): `initialRetryMs` doubled per attempt up to
 * `maxRetryMs`, of which a random half is jitter, so clients dropped together do not return together.
 */
export function reconnectDelay(
  attempt: number,
  { initialRetryMs = 1000, maxRetryMs = 30_000, random = Math.random }: EventStreamOptions = {},
): number {
  const ceiling = Math.min(maxRetryMs, initialRetryMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Whether `baseUrl` is another origin than the page's (its stream then needs `withCredentials`). */
export function isCrossOrigin(baseUrl: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:/i.test(baseUrl)) return false;
  const page = typeof location === 'undefined' ? undefined : location.origin;
  return page === undefined || new URL(baseUrl).origin !== page;
}

/** The URL of `path` under `baseUrl`. */
export const streamUrl = (path: string, baseUrl = '') => `${baseUrl.replace(/\/+$/, '')}${path}`;

function defaultEventSource(who: string): CreateEventSource {
  if (typeof EventSource === 'undefined') {
    throw new Error(`${who} needs EventSource: run it in a browser or pass options.createEventSource.`);
  }
  return (url, init) => new EventSource(url, init);
}

/** What `openEventStream` needs besides the options. */
export interface EventStreamSpec {
  /** The stream's path (`/v2/...`), put under `options.baseUrl`. */
  path: string;
  /** The named events it listens to, `end` aside. */
  names: ReadonlyArray<string>;
  /** Called with each named event's name and text, on the current connection only. */
  onEvent: (name: string, data: string) => void;
  /** Who subscribes, for the message when no EventSource exists. */
  who: string;
}

/**
 * Opens a stream and keeps it open: a dropped connection is reopened after `reconnectDelay` (back to the
 * first wait after a connection healthy for `healthyAfterMs`); an `end` with `token_expired` is refreshed
 * (`options.refresh`) and reconnected, any other end stops for good and goes to `onEnd`. Returns the
 * function that closes everything.
 */
export function openEventStream(
  spec: EventStreamSpec,
  handlers: ConnectionHandlers,
  options: EventStreamOptions = {},
): Unsubscribe {
  const baseUrl = options.baseUrl ?? '';
  const createEventSource = options.createEventSource ?? defaultEventSource(spec.who);
  const withCredentials = options.withCredentials ?? isCrossOrigin(baseUrl);
  const healthyAfterMs = options.healthyAfterMs ?? 5000;
  const url = streamUrl(spec.path, baseUrl);

  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let healthyTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let opened = false;
  let stopped = false;

  /** The event's text when it arrived on the current connection, else null. */
  const accept = (current: EventSourceLike, event: Event) => {
    if (stopped || source !== current) return null;
    return 'data' in event && typeof event.data === 'string' ? event.data : null;
  };

  const connect = () => {
    retryTimer = undefined;
    const current = createEventSource(url, { withCredentials });
    source = current;
    current.addEventListener('open', () => {
      if (stopped || source !== current) return;
      const again = opened;
      opened = true;
      healthyTimer = setTimeout(() => {
        healthyTimer = undefined;
        attempt = 0;
      }, healthyAfterMs);
      handlers.onOpen?.();
      if (again) handlers.onReconnect?.();
    });
    // EventSource retries on its own at a fixed pace and gives up on HTTP errors; closing it on any error
    // and reopening on this back-off handles both alike.
    current.addEventListener('error', () => {
      if (stopped || source !== current) return;
      drop();
      reconnectLater();
    });
    for (const name of spec.names) {
      current.addEventListener(name, (event) => {
        const data = accept(current, event);
        if (data !== null) spec.onEvent(name, data);
      });
    }
    // The server's last event: renew the token and come back, or stop and say why.
    current.addEventListener('end', (event) => {
      const data = accept(current, event);
      if (data === null) return;
      let end: unknown;
      try {
        end = JSON.parse(data);
      } catch {
        return;
      }
      if (!isStreamEnd(end)) return;
      drop();
      const refresh = options.refresh;
      if (end.code !== 'token_expired' || refresh === undefined) return finish(end);
      refresh().then(
        () => {
          if (!stopped) reconnectLater();
        },
        () => finish(end),
      );
    });
  };

  /** Closes the current connection, which is over. */
  const drop = () => {
    source?.close();
    source = null;
    clearTimeout(healthyTimer);
    healthyTimer = undefined;
  };

  const reconnectLater = () => {
    const wait = reconnectDelay(attempt, options);
    attempt += 1;
    retryTimer = setTimeout(connect, wait);
    handlers.onDisconnect?.(wait);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    drop();
  };

  const finish = (end: StreamEnd) => {
    if (stopped) return;
    stop();
    handlers.onEnd?.(end);
  };

  connect();
  return stop;
}
