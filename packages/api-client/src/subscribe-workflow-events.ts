// The typed subscription to a workflow's live events (streamWorkflowEvents, GET /v2/workflows/{id}/events):
// a Server-Sent Events stream read with the platform's EventSource, reconnected with exponential back-off.
import {
  type EventStreamOptions,
  isStreamEnd,
  openEventStream,
  type StreamEnd,
  streamUrl,
  type Unsubscribe,
} from './event-stream';
import type { components } from './schema.gen';

export {
  type CreateEventSource,
  type EventSourceLike,
  reconnectDelay,
  type StreamEnd,
  type Unsubscribe,
} from './event-stream';

type Schemas = components['schemas'];

/** One Server-Sent Event of a workflow's stream, as its `event:` name and parsed `data:` (the contract's `WorkflowEvent`). */
export type StreamEvent = Schemas['WorkflowEvent'];
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

/** Options of {@link subscribeWorkflowEvents}: those of every stream subscription. */
export type SubscribeWorkflowEventsOptions = EventStreamOptions;

const EVENT_NAMES: ReadonlyArray<WorkflowEventName> = ['message', 'typing', 'status', 'proposal'];

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

/** The URL of a workflow's event stream under `baseUrl`. */
export function workflowEventsUrl(workflowId: string, baseUrl = ''): string {
  return streamUrl(workflowPath(workflowId), baseUrl);
}

const workflowPath = (workflowId: string) => `/v2/workflows/${encodeURIComponent(workflowId)}/events`;

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
  const deliver = (event: WorkflowEvent) => {
    if (event.data.workflowId !== workflowId) return;
    if (event.event === 'message') handlers.onMessage?.(event.data);
    else if (event.event === 'typing') handlers.onTyping?.(event.data);
    else if (event.event === 'status') handlers.onStatus?.(event.data);
    else handlers.onProposal?.(event.data);
    handlers.onEvent?.(event);
  };
  return openEventStream(
    {
      path: workflowPath(workflowId),
      names: EVENT_NAMES,
      onEvent: (name, data) => {
        const parsed = parseWorkflowEvent(name, data);
        if (parsed && parsed.event !== 'end') deliver(parsed);
      },
      who: 'subscribeWorkflowEvents',
    },
    handlers,
    options,
  );
}
