// Private threads (DESIGN.md §4, §6): a workflow's conversation is one thread between the buyer's side and
// each of its sellers, named by the seller's id. Messages, read marks, typing and documents belong to a
// thread, or (`null`) are a broadcast of the buyer's side to every seller. This file decides which threads a
// caller reads and which one a write goes to; the messages and documents modules store and filter by it.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { activeParties, displayName, onBuyerSide, readsEveryThread } from '../../lib/parties.ts';
import { readOnlyParentMessage, requireBuyer, requireSales, type VisibleWorkflow } from './access.ts';

/** One thread of a workflow (the `workflow_threads` view of migration 0017). */
export interface ThreadRow {
  seller_id: string;
  read_only: boolean;
}

/** What a caller reads: every thread (`all`, the buyer's side), or one seller's thread and the broadcasts. */
export type ThreadScope = { all: true } | { all: false; sellerId: string };

const threadNotFound = () => new ApiError(404, 'not_found', 'Thread not found');

/** The message for a seller whose thread the award closed. */
export const closedThreadMessage = 'This conversation is closed: the deal went to another seller';

/** The workflow's threads, in the order their sellers joined. */
export async function workflowThreads(db: Queryable, workflowId: string): Promise<ThreadRow[]> {
  return db.query<ThreadRow>(
    `SELECT seller_id, read_only FROM workflow_threads WHERE workflow_id = $1 ORDER BY joined_at, seller_id`,
    [workflowId],
  );
}

/**
 * The threads the caller reads, narrowed to `sellerId` when given: the buyer's side reads any thread of the
 * workflow, a seller only its own. A thread the caller may not read is the 404 of one that does not exist.
 */
export async function readScope(
  db: Queryable,
  visible: VisibleWorkflow,
  sellerId: string | undefined,
): Promise<ThreadScope> {
  if (!readsEveryThread(visible.roles)) {
    const own = visible.sellerKey ?? visible.userId;
    if (sellerId !== undefined && sellerId !== own) throw threadNotFound();
    return { all: false, sellerId: own };
  }
  if (sellerId === undefined) return { all: true };
  const threads = await workflowThreads(db, visible.workflow.id);
  if (!threads.some((thread) => thread.seller_id === sellerId)) throw threadNotFound();
  return { all: false, sellerId };
}

/** Where a message or document is written: a seller's thread, or `null` for every seller's. */
export interface ThreadChoice {
  sellerId?: string | undefined;
  broadcast?: boolean | undefined;
}

/**
 * The thread a write goes to (its seller party's key: a seller's colleagues write in its one thread, ADR
 * 0089), or `null` for a broadcast. A seller writes in its own
 * thread, never a broadcast (403); a seller the award passed over writes nowhere (403). The buyer's side
 * names the thread, may leave it out while there is one seller (after an award: the chosen seller's), or
 * broadcasts; after an award a broadcast reaches the chosen seller only, and the other threads are
 * read-only (409). The caller holds the workflow's row lock, so the threads cannot change meanwhile.
 */
export async function writeThread(
  db: Queryable,
  visible: VisibleWorkflow,
  choice: ThreadChoice,
): Promise<string | null> {
  const { roles, workflow } = visible;
  if (!roles.some((role) => activeParties.includes(role))) {
    const parentOnly = roles.includes('parent_member');
    throw new ApiError(403, 'forbidden', parentOnly ? readOnlyParentMessage : closedThreadMessage);
  }
  // Writing acts for the business: PURCHASER on the buyer's side, SALES on a seller's (ADR 0089).
  if (onBuyerSide(roles)) requireBuyer(workflow, "Only the buyer's side writes here");
  else requireSales(workflow);
  if (!onBuyerSide(roles)) {
    const own = visible.sellerKey ?? visible.userId;
    if (choice.broadcast === true) {
      throw new ApiError(403, 'forbidden', "Only the buyer's side writes to every seller");
    }
    if (choice.sellerId !== undefined && choice.sellerId !== own) throw threadNotFound();
    return own;
  }
  if (choice.broadcast === true) {
    if (choice.sellerId !== undefined) {
      throw new ApiError(400, 'validation_failed', 'Choose one seller or every seller, not both', {
        fields: [{ field: 'sellerId', message: 'must be left out with broadcast' }],
      });
    }
    return workflow.seller_id;
  }
  const threads = await workflowThreads(db, workflow.id);
  if (choice.sellerId !== undefined) {
    const thread = threads.find((candidate) => candidate.seller_id === choice.sellerId);
    if (thread === undefined) throw threadNotFound();
    if (thread.read_only) {
      throw new ApiError(409, 'conflict', 'This thread is closed: the deal went to another seller');
    }
    return thread.seller_id;
  }
  if (workflow.seller_id !== null) return workflow.seller_id;
  const [only, another] = threads;
  if (only === undefined) throw new ApiError(409, 'conflict', 'No seller has joined this workflow yet');
  if (another !== undefined) {
    throw new ApiError(400, 'validation_failed', "Choose the seller's thread, or send to every seller", {
      fields: [{ field: 'sellerId', message: 'is required while the workflow has several sellers' }],
    });
  }
  return only.seller_id;
}

/** The scope as one SQL parameter for `inScope`: the seller of its thread, or null for every thread. */
export const scopeParam = (scope: ThreadScope): string | null => (scope.all ? null : scope.sellerId);

/**
 * SQL: whether the row `alias` (with `seller_id`) lies in a scope; `param` (e.g. `$3::uuid`) holds
 * `scopeParam(scope)`: every row when it is null, else that seller's thread and the broadcasts.
 */
export const inScope = (alias: string, param: string): string =>
  `(${param} IS NULL OR ${alias}.seller_id IS NULL OR ${alias}.seller_id = ${param})`;

/** A thread as its reader sees it (the contract's `Thread` before formatting). */
export interface ThreadSummary {
  workflow_id: string;
  seller_id: string;
  seller_name: string;
  unread_messages: number;
  last_message_at: Date | null;
  read_only: boolean;
}

/**
 * The threads `scope` covers, for reader `userId`: each with its seller's name, when its latest message was
 * sent, and how many of its messages (broadcasts included) from others lie after the reader's mark of it.
 */
export async function threadSummaries(
  db: Queryable,
  workflowId: string,
  userId: string,
  scope: ThreadScope,
): Promise<ThreadSummary[]> {
  return db.query<ThreadSummary>(
    `SELECT t.workflow_id, t.seller_id, ${displayName('n')} AS seller_name, t.read_only,
            (SELECT max(m.created_at) FROM message_log m
              WHERE m.workflow_id = t.workflow_id AND ${inScope('m', 't.seller_id')})
              AS last_message_at,
            (SELECT count(*)::int FROM message_log m
              WHERE m.workflow_id = t.workflow_id AND ${inScope('m', 't.seller_id')}
                AND m.sender_id <> $2
                AND m.seq > COALESCE((SELECT r.last_read_seq FROM message_read_marks r
                                       WHERE r.workflow_id = t.workflow_id AND r.user_id = $2
                                         AND r.seller_id = t.seller_id), 0)) AS unread_messages
       FROM workflow_threads t JOIN party_names n ON n.user_id = t.seller_id
      WHERE t.workflow_id = $1 AND ($3::uuid IS NULL OR t.seller_id = $3::uuid)
      ORDER BY t.joined_at, t.seller_id`,
    [workflowId, userId, scopeParam(scope)],
  );
}

/** The contract's `Thread`. */
export const threadBody = (thread: ThreadSummary) => ({
  workflowId: thread.workflow_id,
  sellerId: thread.seller_id,
  sellerName: thread.seller_name,
  unreadMessages: thread.unread_messages,
  lastMessageAt: thread.last_message_at,
  readOnly: thread.read_only,
});
