import type { Queryable } from '../../db/db.ts';

/** A message row with its sender's display name; `seq` is its place in the workflow's order, as text. */
export interface MessageRow {
  id: string;
  seq: string;
  workflow_id: string;
  sender_id: string;
  sender_name: string;
  body: string;
  created_at: Date;
}

/**
 * SQL: the display name of user `u`: their name, else the business they joined first, else their e-mail
 * (names are required at registration today; the fallbacks keep older or imported accounts readable).
 */
export const displayName = (names: string) =>
  `COALESCE(NULLIF(btrim(${names}.person_name), ''), ${names}.business_name, ${names}.email)`;

const messageColumns = `m.id, m.seq::text AS seq, m.workflow_id, m.sender_id, ${displayName('u')} AS sender_name,
  m.body, m.created_at`;

/** Inserts a message; the caller holds the workflow's row lock, so `seq` order is commit order. */
export async function insertMessage(
  tx: Queryable,
  workflowId: string,
  senderId: string,
  body: string,
  now: Date,
): Promise<MessageRow> {
  const [row] = await tx.query<MessageRow>(
    `WITH inserted AS (
       INSERT INTO messages (workflow_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING *)
     SELECT ${messageColumns} FROM inserted m JOIN party_names u ON u.user_id = m.sender_id`,
    [workflowId, senderId, body, now],
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

/** The `seq` of message `id` when it belongs to the workflow, else undefined. */
export async function messageSeq(db: Queryable, workflowId: string, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ seq: string }>(
    'SELECT seq::text AS seq FROM messages WHERE id = $1 AND workflow_id = $2',
    [id, workflowId],
  );
  return row?.seq;
}

/** A page of the workflow's messages after `afterSeq`, oldest first; one more than `limit` says there is more. */
export async function listMessages(
  db: Queryable,
  workflowId: string,
  afterSeq: string | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages m JOIN party_names u ON u.user_id = m.sender_id
      WHERE m.workflow_id = $1 AND ($2::bigint IS NULL OR m.seq > $2::bigint)
      ORDER BY m.seq LIMIT $3`,
    [workflowId, afterSeq ?? null, limit + 1],
  );
}

/**
 * Moves `userId`'s read mark of the workflow to message `messageId`, never backwards, in one statement.
 * False when the message is not one of the workflow's.
 */
export async function markRead(
  db: Queryable,
  workflowId: string,
  userId: string,
  messageId: string,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO message_reads AS r (workflow_id, user_id, last_read_seq)
     SELECT m.workflow_id, $3, m.seq FROM messages m WHERE m.id = $2 AND m.workflow_id = $1
     ON CONFLICT (workflow_id, user_id)
       DO UPDATE SET last_read_seq = GREATEST(r.last_read_seq, EXCLUDED.last_read_seq)
     RETURNING r.last_read_seq`,
    [workflowId, messageId, userId],
  );
  return rows.length > 0;
}

/** How many rows the messaging tables hold (tests assert that refused requests wrote nothing). */
export async function countMessageRows(db: Queryable): Promise<{ messages: number; reads: number }> {
  const [row] = await db.query<{ messages: number; reads: number }>(
    `SELECT (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM message_reads) AS reads`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}
