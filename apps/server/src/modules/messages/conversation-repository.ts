import type { Queryable } from '../../db/db.ts';
import type { ListCursor } from '../../lib/list-cursor.ts';
import { displayName } from '../../lib/parties.ts';

/** A conversation message with its sender's display name; `seq` is its place in the order, as text. */
export interface ConversationMessageRow {
  id: string;
  seq: string;
  conversation_id: string;
  sender_id: string;
  sender_name: string;
  body: string;
  created_at: Date;
}

/** A conversation as one of its sides sees it: names, last message and that side's unread count. */
export interface ConversationRow {
  id: string;
  product_id: string | null;
  product_name: string;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  seller_name: string;
  created_at: Date;
  last_activity_at: Date;
  last_message: ConversationMessageRow | null;
  unread_count: number;
}

const messageColumns = `m.id, m.seq::text AS seq, m.conversation_id, m.sender_id, ${displayName('u')} AS sender_name,
  m.body, m.created_at`;

// Everything of a conversation for the user `$1`: the last message (as JSON, read back below) and the
// messages from the other side after `$1`'s read mark.
const conversationColumns = `c.id, c.product_id, c.product_name, c.buyer_id, ${displayName('b')} AS buyer_name,
  c.seller_id, ${displayName('s')} AS seller_name, c.created_at, c.last_activity_at,
  (SELECT row_to_json(last) FROM (
     SELECT ${messageColumns} FROM conversation_messages m JOIN party_names u ON u.user_id = m.sender_id
      WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) last) AS last_message,
  (SELECT count(*)::int FROM conversation_messages m
    WHERE m.conversation_id = c.id AND m.sender_id <> $1
      AND m.seq > COALESCE((SELECT r.last_read_seq FROM conversation_reads r
                             WHERE r.conversation_id = c.id AND r.user_id = $1), 0)) AS unread_count`;

const conversationFrom = `conversations c
  JOIN party_names b ON b.user_id = c.buyer_id
  JOIN party_names s ON s.user_id = c.seller_id`;

/** JSON gives times as text; the row's `Date`s are what the contract serialises. */
function withDates(row: ConversationRow): ConversationRow {
  const last = row.last_message;
  return last === null ? row : { ...row, last_message: { ...last, created_at: new Date(last.created_at) } };
}

/**
 * The buyer's conversation about the product, created when there is none (the unique index makes two at
 * once one): `created` says which.
 */
export async function openConversation(
  tx: Queryable,
  conversation: { productId: string; productName: string; buyerId: string; sellerId: string },
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO conversations (product_id, product_name, buyer_id, seller_id, created_at, last_activity_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (product_id, buyer_id) DO NOTHING RETURNING id`,
    [conversation.productId, conversation.productName, conversation.buyerId, conversation.sellerId, now],
  );
  if (inserted !== undefined) return { id: inserted.id, created: true };
  const existing = await findConversationId(tx, conversation.productId, conversation.buyerId);
  if (existing === undefined) throw new Error('a conflicting conversation is not there');
  return { id: existing, created: false };
}

/** The id of the buyer's conversation about the product, if it has one. */
export async function findConversationId(
  db: Queryable,
  productId: string,
  buyerId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM conversations WHERE product_id = $1 AND buyer_id = $2',
    [productId, buyerId],
  );
  return row?.id;
}

/**
 * Conversation `id` as `userId` sees it, when `userId` is one of its two sides; else undefined. With `lock`
 * the row is locked for update (writers hold it while inserting a message).
 */
export async function findConversation(
  db: Queryable,
  id: string,
  userId: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  if (lock) {
    const [locked] = await db.query<{ id: string }>(
      'SELECT id FROM conversations WHERE id = $1 AND (buyer_id = $2 OR seller_id = $2) FOR UPDATE',
      [id, userId],
    );
    if (locked === undefined) return undefined;
  }
  const [row] = await db.query<ConversationRow>(
    `SELECT ${conversationColumns} FROM ${conversationFrom}
      WHERE c.id = $2 AND (c.buyer_id = $1 OR c.seller_id = $1)`,
    [userId, id],
  );
  return row === undefined ? undefined : withDates(row);
}

/**
 * A page of `userId`'s conversations, most recently active first; one more than `limit`. The seller's side
 * lists a conversation once the buyer has written in it (opening one and writing nothing asks nothing).
 */
export async function listConversations(
  db: Queryable,
  userId: string,
  limit: number,
  after: ListCursor | undefined,
): Promise<ConversationRow[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT ${conversationColumns} FROM ${conversationFrom}
      WHERE (c.buyer_id = $1
             OR (c.seller_id = $1 AND EXISTS (SELECT 1 FROM conversation_messages m WHERE m.conversation_id = c.id)))
        AND ($2::timestamptz IS NULL OR (c.last_activity_at, c.id) < ($2::timestamptz, $3::uuid))
      ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $4`,
    [userId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
  return rows.map(withDates);
}

/**
 * Inserts a message and moves the conversation's `last_activity_at`; the caller holds the conversation's
 * row lock, so `seq` order is commit order.
 */
export async function insertConversationMessage(
  tx: Queryable,
  message: { conversationId: string; senderId: string; body: string },
  now: Date,
): Promise<ConversationMessageRow> {
  const [row] = await tx.query<ConversationMessageRow>(
    `WITH inserted AS (
       INSERT INTO conversation_messages (conversation_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4)
       RETURNING *),
     touched AS (
       UPDATE conversations SET last_activity_at = GREATEST(last_activity_at, $4) WHERE id = $1)
     SELECT ${messageColumns} FROM inserted m JOIN party_names u ON u.user_id = m.sender_id`,
    [message.conversationId, message.senderId, message.body, now],
  );
  if (row === undefined) throw new Error('INSERT INTO conversation_messages returned no row');
  return row;
}

/** The `seq` of message `id` when it belongs to the conversation; else undefined. */
export async function conversationMessageSeq(
  db: Queryable,
  conversationId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ seq: string }>(
    'SELECT seq::text AS seq FROM conversation_messages WHERE id = $1 AND conversation_id = $2',
    [id, conversationId],
  );
  return row?.seq;
}

/** A page of the conversation's messages after `afterSeq`, oldest first; one more than `limit`. */
export async function listConversationMessages(
  db: Queryable,
  conversationId: string,
  afterSeq: string | undefined,
  limit: number,
): Promise<ConversationMessageRow[]> {
  return db.query<ConversationMessageRow>(
    `SELECT ${messageColumns} FROM conversation_messages m JOIN party_names u ON u.user_id = m.sender_id
      WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.seq > $2::bigint)
      ORDER BY m.seq LIMIT $3`,
    [conversationId, afterSeq ?? null, limit + 1],
  );
}

/** Moves `userId`'s read mark of the conversation to `seq`, never backwards, in one statement. */
export async function markConversationRead(
  db: Queryable,
  conversationId: string,
  userId: string,
  seq: string,
): Promise<void> {
  await db.query(
    `INSERT INTO conversation_reads AS r (conversation_id, user_id, last_read_seq) VALUES ($1, $2, $3::bigint)
     ON CONFLICT (conversation_id, user_id)
       DO UPDATE SET last_read_seq = GREATEST(r.last_read_seq, EXCLUDED.last_read_seq)`,
    [conversationId, userId, seq],
  );
}

/** How many rows the conversation tables hold (tests assert that refused requests wrote nothing). */
export async function countConversationRows(
  db: Queryable,
): Promise<{ conversations: number; messages: number; reads: number }> {
  const [row] = await db.query<{ conversations: number; messages: number; reads: number }>(
    `SELECT (SELECT count(*)::int FROM conversations) AS conversations,
            (SELECT count(*)::int FROM conversation_messages) AS messages,
            (SELECT count(*)::int FROM conversation_reads) AS reads`,
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}
