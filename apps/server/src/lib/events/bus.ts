import { type WorkflowStatus, workflowStatusValues } from '@robomarket/api-client/enums';
import type { Db } from '../../db/db.ts';
import { createTopicBus, type TopicBus } from './topic-bus.ts';

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
  | { type: 'proposal'; workflowId: string; proposalId: string; sellerId: string }
  /** A user's unread notification count changed (ADR 0096); its topic is `unreadTopic(userId)`, not a workflow. */
  | { type: 'unread'; workflowId: string; userId: string };

/** The bus topic of a user's unread-count changes: subscribe to it in place of a workflow's id. */
export const unreadTopic = (userId: string) => `unread:${userId}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's live workflow events (tests watch its subscriptions). */
    workflowEvents: EventBus;
  }
}

/**
 * The process's events of all workflows: one LISTEN per process (PGlite's own session, or one dedicated
 * PostgreSQL connection), fanned out in memory to the subscribers of each workflow (its topic is the
 * workflow's id, or `unreadTopic`).
 */
export type EventBus = TopicBus<WorkflowNotification>;

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
  if (t === 'unread' && text(fields.u))
    return { type: 'unread', workflowId: unreadTopic(fields.u), userId: fields.u };
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
  return createTopicBus<WorkflowNotification>(
    db,
    [
      {
        prefix: 'robomarket_events_',
        parse: (payload) => {
          const event = parseNotification(payload);
          return event === undefined ? undefined : { topic: event.workflowId, event };
        },
      },
    ],
    onError,
  );
}
