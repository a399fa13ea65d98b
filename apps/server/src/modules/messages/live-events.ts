import type { Queryable } from '../../db/db.ts';
import type { WorkflowNotification } from '../../lib/events/bus.ts';
import { findProposal, proposalBody } from '../proposals/index.ts';
import { stageOf } from '../workflows/index.ts';
import { messageBody } from './bodies.ts';
import { findMessage } from './repository.ts';

/** One event as a stream writes it: its `event:` name and its `data:` (the contract's `WorkflowEvent`). */
export type WireEvent =
  | { event: 'message'; data: ReturnType<typeof messageBody> }
  | { event: 'proposal'; data: ReturnType<typeof proposalBody> }
  | {
      event: 'typing';
      data: {
        workflowId: string;
        userId: string;
        userName: string;
        sellerId: string | null;
        isTyping: boolean;
      };
    }
  | {
      event: 'status';
      data: { workflowId: string; status: string; stage: ReturnType<typeof stageOf>; updatedAt: string };
    };

/** Who watches a stream. */
export interface Viewer {
  userId: string;
  /** The viewer reads every seller's thread and proposals (the buyer's side, a parent's member). */
  buyerSide: boolean;
  /** The viewer's seller party's thread key (its colleagues share it, ADR 0089); null off the seller side. */
  sellerKey: string | null;
}

/** Whether `viewer` reads the thread of `sellerId` (null: a broadcast, which every seller reads). */
const readsThread = (viewer: Viewer, sellerId: string | null) =>
  viewer.buyerSide || sellerId === null || sellerId === viewer.sellerKey;

/**
 * Whether `viewer` may see the event (DESIGN.md §4): a seller sees only its own proposals and its own
 * thread's messages and typing (a broadcast's messages too, but typing only where it is addressed); nobody
 * is told about their own typing. Status changes go to every party following the events.
 */
export function visibleTo(notification: WorkflowNotification, viewer: Viewer): boolean {
  switch (notification.type) {
    case 'proposal':
      return viewer.buyerSide || notification.sellerId === viewer.sellerKey;
    case 'message':
      return readsThread(viewer, notification.sellerId);
    case 'typing':
      return (
        notification.userId !== viewer.userId &&
        (viewer.buyerSide || (notification.sellerId !== null && notification.sellerId === viewer.sellerKey))
      );
    case 'status':
      return true;
    case 'unread':
      return false;
  }
}

// One read and one JSON text per notification and process, however many streams of the workflow are open:
// every stream gets the same notification object from the bus, and the first to ask prepares it for all.
const prepared = new WeakMap<WorkflowNotification, Promise<string | undefined>>();

async function read(db: Queryable, notification: WorkflowNotification): Promise<WireEvent | undefined> {
  switch (notification.type) {
    case 'message': {
      const message = await findMessage(db, notification.messageId);
      return message === undefined ? undefined : { event: 'message', data: messageBody(message) };
    }
    case 'proposal': {
      const proposal = await findProposal(db, notification.workflowId, notification.proposalId);
      return proposal === undefined ? undefined : { event: 'proposal', data: proposalBody(proposal) };
    }
    case 'typing':
      return {
        event: 'typing',
        data: {
          workflowId: notification.workflowId,
          userId: notification.userId,
          userName: notification.userName,
          sellerId: notification.sellerId,
          isTyping: notification.isTyping,
        },
      };
    case 'status':
      return {
        event: 'status',
        data: {
          workflowId: notification.workflowId,
          status: notification.status,
          stage: stageOf(notification.status),
          updatedAt: notification.updatedAt,
        },
      };
    case 'unread':
      return undefined;
  }
}

/**
 * The Server-Sent Events frame of a notification (`event:` and one `data:` line of JSON), with message and
 * proposal bodies read back by id; undefined when the row is gone.
 */
export function eventFrame(db: Queryable, notification: WorkflowNotification): Promise<string | undefined> {
  let frame = prepared.get(notification);
  if (frame === undefined) {
    frame = read(db, notification).then((event) => (event === undefined ? undefined : sseFrame(event)));
    prepared.set(notification, frame);
  }
  return frame;
}

/** An event in Server-Sent Events form: its name and one line of JSON. */
const sseFrame = (event: WireEvent) => `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
