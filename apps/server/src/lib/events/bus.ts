import { type WorkflowStatus, workflowStatusValues } from '@robomarket/api-client/enums';
import { schemaChannel } from '../../db/channel.ts';
import type { Db } from '../../db/db.ts';

/**
 * One live event of a workflow as it leaves the database (migration 0012: triggers and `sendTyping` call
 * `robomarket_notify_event`). Small on purpose: message and proposal bodies are read back by id.
 */
export type WorkflowNotification =
  | { type: 'message'; workflowId: string; messageId: string; sellerId: string | null }
  | {
      type: 'typing';
      workflowId: string;
      userId: string;
      userName: string;
      isTyping: boolean;
      sellerId: string | null;
    }
  | { type: 'status'; workflowId: string; status: WorkflowStatus; updatedAt: string }
  | { type: 'proposal'; workflowId: string; proposalId: string; sellerId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's live workflow events (tests watch its subscriptions). */
    workflowEvents: EventBus;
  }
}

/** Called with each event of the workflow it subscribed to. */
export type WorkflowListener = (event: WorkflowNotification) => void;

/**
 * The process's events of all workflows: one LISTEN per process (PGlite's own session, or one dedicated
 * PostgreSQL connection), fanned out in memory to the subscribers of each workflow.
 */
export interface EventBus {
  /**
   * Calls `listener` with every later event of `workflowId` until the returned function is called. Resolves
   * once the process listens, so nothing committed after it resolves is missed. `onClosed` is called if
   * the bus closes first (the server shutting down), so the subscriber can end its stream.
   */
  subscribe(workflowId: string, listener: WorkflowListener, onClosed?: () => void): Promise<() => void>;
  /** How many subscriptions are open (tests check that closed streams free theirs). */
  readonly listenerCount: number;
  /** Stops listening and tells every open subscription (`onClosed`); later subscriptions fail. */
  close(): Promise<void>;
}

const text = (value: unknown): value is string => typeof value === 'string';
const statuses = new Set<string>(workflowStatusValues);
const isStatus = (value: unknown): value is WorkflowStatus => text(value) && statuses.has(value);

/** Reads a notification's payload; undefined for anything the database would not send. */
export function parseNotification(payload: string): WorkflowNotification | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: Record<string, unknown> = { ...value };
  const { t, w } = fields;
  if (!text(w)) return undefined;
  // The thread (`s`): a seller's id, or null for the buyer side's broadcast.
  const thread = fields.s ?? null;
  if (thread !== null && !text(thread)) return undefined;
  if (t === 'message' && text(fields.id)) {
    return { type: 'message', workflowId: w, messageId: fields.id, sellerId: thread };
  }
  if (t === 'typing' && text(fields.u) && text(fields.n) && typeof fields.y === 'boolean') {
    return {
      type: 'typing',
      workflowId: w,
      userId: fields.u,
      userName: fields.n,
      isTyping: fields.y,
      sellerId: thread,
    };
  }
  if (t === 'status' && isStatus(fields.s) && text(fields.u)) {
    return { type: 'status', workflowId: w, status: fields.s, updatedAt: fields.u };
  }
  if (t === 'proposal' && text(fields.id) && text(fields.s)) {
    return { type: 'proposal', workflowId: w, proposalId: fields.id, sellerId: fields.s };
  }
  return undefined;
}

/** The event bus of `db`. It starts listening at the first subscription. */
export function createEventBus(db: Db, onError: (error: Error) => void = () => {}): EventBus {
  const byWorkflow = new Map<string, Set<WorkflowListener>>();
  const closers = new Set<() => void>();
  let count = 0;
  let closed = false;
  let started: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    const event = parseNotification(payload);
    if (event === undefined) return;
    // A copy: a listener may unsubscribe (a stream closing) while its neighbours are called.
    for (const listener of [...(byWorkflow.get(event.workflowId) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  const start = () => {
    started ??= schemaChannel(db, 'robomarket_events_')
      .then((channel) => db.listen(channel, deliver, { onError }))
      .catch((error: unknown) => {
        started = undefined;
        throw error;
      });
    return started;
  };

  return {
    async subscribe(workflowId, listener, onClosed) {
      if (closed) throw new Error('The event bus is closed');
      await start();
      if (closed) throw new Error('The event bus is closed');
      const listeners = byWorkflow.get(workflowId) ?? new Set();
      byWorkflow.set(workflowId, listeners);
      // A function of its own, so subscribing one listener twice still takes two slots.
      const slot: WorkflowListener = (event) => listener(event);
      listeners.add(slot);
      count += 1;
      const closer = () => onClosed?.();
      closers.add(closer);
      let open = true;
      return () => {
        if (!open || closed) return;
        open = false;
        count -= 1;
        closers.delete(closer);
        listeners.delete(slot);
        if (listeners.size === 0 && byWorkflow.get(workflowId) === listeners) byWorkflow.delete(workflowId);
      };
    },
    get listenerCount() {
      return count;
    },
    async close() {
      closed = true;
      byWorkflow.clear();
      count = 0;
      for (const closer of closers) closer();
      closers.clear();
      const stop = await started?.catch(() => undefined);
      started = undefined;
      await stop?.();
    },
  };
}
