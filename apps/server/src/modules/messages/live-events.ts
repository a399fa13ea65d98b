import type { Queryable } from '../../db/db.ts';
import type { WorkflowNotification } from '../../lib/events/bus.ts';
import { findProposal, proposalBody } from '../proposals/index.ts';
import { type Party, stageOf } from '../workflows/index.ts';
import { messageBody } from './bodies.ts';
import { findMessage } from './repository.ts';

/** One event as a stream writes it: its `event:` name and its `data:` (the contract's `WorkflowEvent`). */
export type WireEvent =
  | { event: 'message'; data: ReturnType<typeof messageBody> }
  | { event: 'proposal'; data: ReturnType<typeof proposalBody> }
  | {
      event: 'typing';
      data: { workflowId: string; userId: string; userName: string; isTyping: boolean };
    }
  | {
      event: 'status';
      data: { workflowId: string; status: string; stage: ReturnType<typeof stageOf>; updatedAt: string };
    };

/** Who watches a stream. */
export interface Viewer {
  userId: string;
  party: Party;
}

/**
 * Whether `viewer` may see the event (DESIGN.md §4): a seller sees only its own proposals; nobody is told
 * about their own typing. Everything else goes to every party.
 */
export function visibleTo(notification: WorkflowNotification, viewer: Viewer): boolean {
  if (notification.type === 'proposal') {
    return viewer.party !== 'seller' || notification.sellerId === viewer.userId;
  }
  if (notification.type === 'typing') return notification.userId !== viewer.userId;
  return true;
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
