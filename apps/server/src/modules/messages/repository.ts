import type { Queryable } from '../../db/db.ts';
import { displayName } from '../../lib/parties.ts';
import { inScope, scopeParam, type ThreadScope } from '../workflows/index.ts';

/** A message row with its sender's display name; `seq` is its place in the workflow's order, as text. */
export interface MessageRow {
  id: string;
  seq: string;
  workflow_id: string;
  sender_id: string;
  sender_name: string;
  /** The business the sender wrote for (ADR 0089); null for a customer. */
  sender_business_name: string | null;
  /** The thread's seller; null for a broadcast of the buyer's side. */
  seller_id: string | null;
  body: string;
  created_at: Date;
}

const messageColumns = `m.id, m.seq::text AS seq, m.workflow_id, m.sender_id, ${displayName('u')} AS sender_name,
  (SELECT b.name FROM business_profiles b WHERE b.id = m.sender_business_id) AS sender_business_name,
  m.seller_id, m.body, m.created_at`;

/**
 * Inserts a message into the thread of `sellerId` (null: a broadcast); the caller holds the workflow's row
 * lock, so `seq` order is commit order.
 */
export async function insertMessage(
  tx: Queryable,
  message: {
    workflowId: string;
    senderId: string;
    /** The business the sender writes for; null for a customer. */
    senderBusinessId: string | null;
    sellerId: string | null;
    body: string;
  },
  now: Date,
): Promise<MessageRow> {
  const [row] = await tx.query<MessageRow>(
    `WITH inserted AS (
       INSERT INTO messages (workflow_id, sender_id, seller_id, body, created_at, sender_business_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING *)
     SELECT ${messageColumns} FROM inserted m JOIN party_names u ON u.user_id = m.sender_id`,
    [message.workflowId, message.senderId, message.sellerId, message.body, now, message.senderBusinessId],
  );
  if (row === undefined) throw new Error('INSERT INTO messages returned no row');
  return row;
}

/** One message by id, or undefined (live events read a message back once per process). */
export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages m JOIN party_names u ON u.user_id = m.sender_id WHERE m.id = $1`,
    [id],
  );
  return row;
}

/** Message `id` of the workflow, in `scope`, with its `seq` and thread; else undefined. */
export async function scopedMessage(
  db: Queryable,
  workflowId: string,
  id: string,
  scope: ThreadScope,
): Promise<{ seq: string; seller_id: string | null } | undefined> {
  const [row] = await db.query<{ seq: string; seller_id: string | null }>(
    `SELECT m.seq::text AS seq, m.seller_id FROM messages m
      WHERE m.id = $1 AND m.workflow_id = $2 AND ${inScope('m', '$3::uuid')}`,
    [id, workflowId, scopeParam(scope)],
  );
  return row;
}

/**
 * A page of the workflow's messages in `scope` after `afterSeq`, oldest first; one more than `limit` says
 * there is more.
 */
export async function listMessages(
  db: Queryable,
  workflowId: string,
  scope: ThreadScope,
  afterSeq: string | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages m JOIN party_names u ON u.user_id = m.sender_id
      WHERE m.workflow_id = $1 AND ($2::bigint IS NULL OR m.seq > $2::bigint) AND ${inScope('m', '$4::uuid')}
      ORDER BY m.seq LIMIT $3`,
    [workflowId, afterSeq ?? null, limit + 1, scopeParam(scope)],
  );
}

/**
 * Moves `userId`'s read marks of the threads `sellerIds` to `seq`, never backwards, in one statement.
 */
export async function markRead(
  db: Queryable,
  workflowId: string,
  userId: string,
  sellerIds: readonly string[],
  seq: string,
): Promise<void> {
  await db.query(
    `INSERT INTO message_reads AS r (workflow_id, user_id, seller_id, last_read_seq)
     SELECT $1, $2, unnest($3::uuid[]), $4::bigint
     ON CONFLICT (workflow_id, user_id, seller_id)
       DO UPDATE SET last_read_seq = GREATEST(r.last_read_seq, EXCLUDED.last_read_seq)`,
    [workflowId, userId, sellerIds, seq],
  );
}

/** How many rows the messaging tables hold (tests assert that refused requests wrote nothing). */
export async function countMessageRows(db: Queryable): Promise<{ messages: number; reads: number }> {
  const [row] = await db.query<{ messages: number; reads: number }>(
    `SELECT (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM message_reads) AS reads`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}
