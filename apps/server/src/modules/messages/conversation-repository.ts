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
  /** The sender's own name, and the business they wrote for (null: for themselves). */
  sender_person_name: string;
  sender_business_id: string | null;
  sender_business_name: string | null;
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
  buyer_business_id: string | null;
  seller_business_id: string | null;
  created_at: Date;
  last_activity_at: Date;
  last_message: ConversationMessageRow | null;
  unread_count: number;
}

const messageColumns = `m.id, m.seq::text AS seq, m.conversation_id, m.sender_id, ${displayName('u')} AS sender_name,
  u.person_name AS sender_person_name, m.sender_business_id,
  (SELECT bp.name FROM business_profiles bp WHERE bp.id = m.sender_business_id) AS sender_business_name,
  m.body, m.created_at`;

/**
 * SQL: whether the conversation `c` is the caller's, the user `$1` acting for the business `$2` (ADR 0090):
 * a side with a business is every member of it, a side without one its user alone.
 */
const callersSide = (side: 'buyer' | 'seller') =>
  `(CASE WHEN c.${side}_business_id IS NULL THEN c.${side}_id = $1 ELSE c.${side}_business_id = $2::uuid END)`;
const eitherSide = `(${callersSide('buyer')} OR ${callersSide('seller')})`;

// Everything of a conversation for the user `$1` acting for `$2`: the last message (as JSON, read back below)
// and the messages from the other side (neither the caller nor a colleague) after `$1`'s read mark.
const conversationColumns = `c.id, c.product_id, c.product_name, c.buyer_id, ${displayName('b')} AS buyer_name,
  c.seller_id, ${displayName('s')} AS seller_name, c.buyer_business_id, c.seller_business_id, c.created_at,
  c.last_activity_at,
  (SELECT row_to_json(last) FROM (
     SELECT ${messageColumns} FROM conversation_messages m JOIN party_names u ON u.user_id = m.sender_id
      WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) last) AS last_message,
  (SELECT count(*)::int FROM conversation_messages m
    WHERE m.conversation_id = c.id AND m.sender_id <> $1
      AND (m.sender_business_id IS NULL OR m.sender_business_id IS DISTINCT FROM $2::uuid)
      AND m.seq > COALESCE((SELECT r.last_read_seq FROM conversation_reads r
                             WHERE r.conversation_id = c.id AND r.user_id = $1), 0)) AS unread_count`;

const conversationFrom = `conversations c
  JOIN party_names b ON b.user_id = c.buyer_id
  JOIN party_names s ON s.user_id = c.seller_id`;

/** Who reads or writes: the user and the business they act for (null: themselves). */
export interface ConversationCaller {
  userId: string;
  businessId: string | null;
}

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
  conversation: {
    productId: string;
    productName: string;
    buyerId: string;
    sellerId: string;
    buyerBusinessId: string | null;
    sellerBusinessId: string | null;
  },
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO conversations (product_id, product_name, buyer_id, seller_id, created_at, last_activity_at,
       buyer_business_id, seller_business_id)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      conversation.productId,
      conversation.productName,
      conversation.buyerId,
      conversation.sellerId,
      now,
      conversation.buyerBusinessId,
      conversation.sellerBusinessId,
    ],
  );
  if (inserted !== undefined) return { id: inserted.id, created: true };
  const existing = await findConversationId(
    tx,
    conversation.productId,
    conversation.buyerId,
    conversation.buyerBusinessId,
  );
  if (existing === undefined) throw new Error('a conflicting conversation is not there');
  return { id: existing, created: false };
}

/**
 * The id of the buying side's conversation about the product, if it has one: the business's (any of its
 * members opened it), or a customer's own when `buyerBusinessId` is null.
 */
export async function findConversationId(
  db: Queryable,
  productId: string,
  buyerId: string,
  buyerBusinessId: string | null,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    buyerBusinessId === null
      ? 'SELECT id FROM conversations WHERE product_id = $1 AND buyer_id = $2 AND buyer_business_id IS NULL'
      : 'SELECT id FROM conversations WHERE product_id = $1 AND buyer_business_id = $2',
    [productId, buyerBusinessId ?? buyerId],
  );
  return row?.id;
}

/**
 * Conversation `id` as `caller` sees it, when they act for one of its two sides; else undefined. With `lock`
 * the row is locked for update (writers hold it while inserting a message).
 */
export async function findConversation(
  db: Queryable,
  id: string,
  caller: ConversationCaller,
  lock = false,
): Promise<ConversationRow | undefined> {
  const params = [caller.userId, caller.businessId, id];
  if (lock) {
    const [locked] = await db.query<{ id: string }>(
      `SELECT c.id FROM conversations c WHERE c.id = $3 AND ${eitherSide} FOR UPDATE`,
      params,
    );
    if (locked === undefined) return undefined;
  }
  const [row] = await db.query<ConversationRow>(
    `SELECT ${conversationColumns} FROM ${conversationFrom}
      WHERE c.id = $3 AND ${eitherSide}`,
    params,
  );
  return row === undefined ? undefined : withDates(row);
}

/**
 * A page of the caller's side's conversations, most recently active first; one more than `limit`. The
 * seller's side lists a conversation once the buyer has written in it (opening one and writing nothing asks
 * nothing).
 */
export async function listConversations(
  db: Queryable,
  caller: ConversationCaller,
  limit: number,
  after: ListCursor | undefined,
): Promise<ConversationRow[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT ${conversationColumns} FROM ${conversationFrom}
      WHERE (${callersSide('buyer')}
             OR (${callersSide('seller')}
                 AND EXISTS (SELECT 1 FROM conversation_messages m WHERE m.conversation_id = c.id)))
        AND ($3::timestamptz IS NULL OR (c.last_activity_at, c.id) < ($3::timestamptz, $4::uuid))
      ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $5`,
    [caller.userId, caller.businessId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
  return rows.map(withDates);
}

/**
 * Inserts a message and moves the conversation's `last_activity_at`; the caller holds the conversation's
 * row lock, so `seq` order is commit order.
 */
export async function insertConversationMessage(
  tx: Queryable,
  message: { conversationId: string; senderId: string; senderBusinessId: string | null; body: string },
  now: Date,
): Promise<ConversationMessageRow> {
  const [row] = await tx.query<ConversationMessageRow>(
    `WITH inserted AS (
       INSERT INTO conversation_messages (conversation_id, sender_id, body, created_at, sender_business_id)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING *),
     touched AS (
       UPDATE conversations SET last_activity_at = GREATEST(last_activity_at, $4) WHERE id = $1)
     SELECT ${messageColumns} FROM inserted m JOIN party_names u ON u.user_id = m.sender_id`,
    [message.conversationId, message.senderId, message.body, now, message.senderBusinessId],
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
