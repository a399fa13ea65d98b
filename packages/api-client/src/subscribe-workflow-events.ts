// The typed subscription to a workflow's live events (streamWorkflowEvents, GET /v2/workflows/{id}/events):
// a Server-Sent Events stream read with the platform's EventSource, reconnected with exponential back-off.
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** One Server-Sent Event of a workflow's stream, as its `event:` name and parsed `data:` (the contract's `WorkflowEvent`). */
export type StreamEvent = Schemas['WorkflowEvent'];
/** Why the server ended a stream (the contract's `StreamEnd`): `token_expired`, `signed_out` or `access_revoked`. */
export type StreamEnd = Schemas['StreamEnd'];
/** One live event of a workflow: every stream event but `end`. */
export type WorkflowEvent = Exclude<StreamEvent, { event: 'end' }>;
/** The name of a live event: `message`, `typing`, `status` or `proposal`. */
export type WorkflowEventName = WorkflowEvent['event'];

/** What a subscriber is told. Every handler is optional; none is called after unsubscribing. */
export interface WorkflowEventHandlers {
  /** A message was posted to the workflow (the sender gets its own message too). */
  onMessage?: (message: Schemas['Message']) => void;
  /** Another party started or stopped typing. */
  onTyping?: (event: Schemas['TypingEvent']) => void;
  /** The workflow's status changed. */
  onStatus?: (event: Schemas['WorkflowStatusEvent']) => void;
  /** A proposal was created or changed (a seller gets only its own). */
  onProposal?: (proposal: Schemas['Proposal']) => void;
  /** Every event, after its own handler. */
  onEvent?: (event: WorkflowEvent) => void;
  /** A connection opened (the first and every later one). */
  onOpen?: () => void;
  /**
   * A connection opened again after a drop. Events are not replayed: reload what is shown (the workflow,
   * its proposals, the messages after the last one held).
   */
  onReconnect?: () => void;
  /** The connection dropped or could not open; the next attempt starts after `retryInMs`. */
  onDisconnect?: (retryInMs: number) => void;
  /**
   * The subscription has stopped for good because the server ended the stream: `signed_out` (sign in
   * again), `access_revoked` (the user may no longer see this workflow), or `token_expired` when `refresh`
   * failed or was not given. Show `end.message`; nothing reconnects.
   */
  onEnd?: (end: StreamEnd) => void;
}

/** The part of the platform's `EventSource` the subscription uses; tests pass a fake with the same shape. */
export interface EventSourceLike {
  /** Listens for `open`, `error` and named events (their `data` is the event's text). */
  addEventListener(type: string, listener: (event: Event) => void): void;
  /** Closes the connection for good. */
  close(): void;
}

/** Opens an event stream at `url`; by default `new EventSource(url, init)`. */
export type CreateEventSource = (url: string, init: { withCredentials: boolean }) => EventSourceLike;

/** Options of {@link subscribeWorkflowEvents}. */
export interface SubscribeWorkflowEventsOptions {
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

const EVENT_NAMES: ReadonlyArray<WorkflowEventName> = ['message', 'typing', 'status', 'proposal'];
const END_CODES: ReadonlyArray<string> = [
  'token_expired',
  'signed_out',
  'access_revoked',
] satisfies ReadonlyArray<StreamEnd['code']>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStrings(value: Record<string, unknown>, names: ReadonlyArray<string>): boolean {
  return names.every((name) => typeof value[name] === 'string');
}

function isMessage(value: unknown): value is Schemas['Message'] {
  return (
    isRecord(value) && hasStrings(value, ['id', 'workflowId', 'senderId', 'senderName', 'body', 'createdAt'])
  );
}

function isTypingEvent(value: unknown): value is Schemas['TypingEvent'] {
  return (
    isRecord(value) &&
    hasStrings(value, ['workflowId', 'userId', 'userName']) &&
    typeof value.isTyping === 'boolean'
  );
}

function isStatusEvent(value: unknown): value is Schemas['WorkflowStatusEvent'] {
  return isRecord(value) && hasStrings(value, ['workflowId', 'status', 'stage', 'updatedAt']);
}

function isStreamEnd(value: unknown): value is StreamEnd {
  return isRecord(value) && hasStrings(value, ['code', 'message']) && END_CODES.includes(String(value.code));
}

function isProposal(value: unknown): value is Schemas['Proposal'] {
  return (
    isRecord(value) &&
    hasStrings(value, ['id', 'workflowId', 'sellerId', 'sellerName', 'price', 'currency', 'status'])
  );
}

/**
 * One Server-Sent Event as the contract's typed `WorkflowEvent` (`end` included), or null when the name is
 * not one of the contract's or the data is not JSON of the expected shape (such an event is ignored, never
 * thrown).
 */
export function parseWorkflowEvent(name: string, data: string): StreamEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  switch (name) {
    case 'message':
      return isMessage(value) ? { event: 'message', data: value } : null;
    case 'typing':
      return isTypingEvent(value) ? { event: 'typing', data: value } : null;
    case 'status':
      return isStatusEvent(value) ? { event: 'status', data: value } : null;
    case 'proposal':
      return isProposal(value) ? { event: 'proposal', data: value } : null;
    case 'end':
      return isStreamEnd(value) ? { event: 'end', data: value } : null;
    default:
      return null;
  }
}

/**
 * The wait before reconnect attempt `attempt` (0 for the first): `initialRetryMs` doubled per attempt up to
 * `maxRetryMs`, of which a random half is jitter, so clients dropped together do not return together.
 */
export function reconnectDelay(
  attempt: number,
  { initialRetryMs = 1000, maxRetryMs = 30_000, random = Math.random }: SubscribeWorkflowEventsOptions = {},
): number {
  const ceiling = Math.min(maxRetryMs, initialRetryMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function isCrossOrigin(baseUrl: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:/i.test(baseUrl)) return false;
  const page = typeof location === 'undefined' ? undefined : location.origin;
  return page === undefined || new URL(baseUrl).origin !== page;
}

function defaultEventSource(): CreateEventSource {
  if (typeof EventSource === 'undefined') {
    throw new Error(
      'subscribeWorkflowEvents needs EventSource: run it in a browser or pass options.createEventSource.',
    );
  }
  return (url, init) => new EventSource(url, init);
}

/** The URL of a workflow's event stream under `baseUrl`. */
export function workflowEventsUrl(workflowId: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}/v2/workflows/${encodeURIComponent(workflowId)}/events`;
}

/**
 * Subscribes to a workflow's live events (streamWorkflowEvents). The stream is authenticated by the
 * `auth-token` cookie the server sets at sign-in (EventSource cannot send headers). Each named event is
 * parsed into the contract's type and passed to its handler; unknown names and malformed data are ignored.
 * A dropped connection is reopened after an exponential back-off with jitter (1 s doubling to 30 s by
 * default, back to 1 s after a healthy connection), and `onReconnect` tells the caller to reload what it
 * shows, since events are not replayed. When the server ends the stream (`end`), a `token_expired` is
 * refreshed (`options.refresh`) and reconnected; `signed_out`, `access_revoked` or a failed refresh stop
 * the subscription and go to `onEnd`. Returns the function that closes everything.
 */
export function subscribeWorkflowEvents(
  workflowId: string,
  handlers: WorkflowEventHandlers,
  options: SubscribeWorkflowEventsOptions = {},
): Unsubscribe {
  const baseUrl = options.baseUrl ?? '';
  const createEventSource = options.createEventSource ?? defaultEventSource();
  const withCredentials = options.withCredentials ?? isCrossOrigin(baseUrl);
  const healthyAfterMs = options.healthyAfterMs ?? 5000;
  const url = workflowEventsUrl(workflowId, baseUrl);

  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let healthyTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let opened = false;
  let stopped = false;

  const deliver = (event: WorkflowEvent) => {
    if (event.data.workflowId !== workflowId) return;
    if (event.event === 'message') handlers.onMessage?.(event.data);
    else if (event.event === 'typing') handlers.onTyping?.(event.data);
    else if (event.event === 'status') handlers.onStatus?.(event.data);
    else handlers.onProposal?.(event.data);
    handlers.onEvent?.(event);
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
    for (const name of EVENT_NAMES) {
      current.addEventListener(name, (event) => {
        const parsed = accept(current, name, event);
        if (parsed && parsed.event !== 'end') deliver(parsed);
      });
    }
    // The server's last event: renew the token and come back, or stop and say why.
    current.addEventListener('end', (event) => {
      const parsed = accept(current, 'end', event);
      if (parsed?.event !== 'end') return;
      drop();
      const end = parsed.data;
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

  /** The parsed event of the current connection, or null (stopped, an older connection, bad data). */
  const accept = (current: EventSourceLike, name: string, event: Event) => {
    if (stopped || source !== current) return null;
    if (!('data' in event) || typeof event.data !== 'string') return null;
    return parseWorkflowEvent(name, event.data);
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
