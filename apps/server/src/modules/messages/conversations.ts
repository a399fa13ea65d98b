import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { decodeListCursor, encodeListCursor, pageSize } from '../../lib/list-cursor.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { type Actor, actingFor, actsForOwner, isMemberOf, requireRole } from '../business/index.ts';
import { buyerOffersOnProduct } from '../offers/index.ts';
import { lockProduct } from '../products/index.ts';
import {
  type ConversationMessageRow,
  type ConversationRow,
  conversationMessageSeq,
  findConversation,
  findConversationId,
  insertConversationMessage,
  listConversationMessages as listConversationMessageRows,
  listConversations as listConversationRows,
  markConversationRead as markRead,
  openConversation,
} from './conversation-repository.ts';
import { checkConversationText } from './conversation-text.ts';
import { limitPerUserAndThread } from './limits.ts';
import { decodeMessageCursor, encodeMessageCursor } from './list-messages.ts';

const conversationNotFound = () => new ApiError(404, 'not_found', 'Conversation not found');
const tooMany = 'Too many messages to this conversation; try again later';

/** The contract's `ConversationMessage`: its sender, and the business they wrote for. */
const conversationMessageBody = (message: ConversationMessageRow) => ({
  id: message.id,
  conversationId: message.conversation_id,
  senderId: message.sender_id,
  senderName: message.sender_name,
  sentBy: {
    userId: message.sender_id,
    name: message.sender_person_name,
    businessId: message.sender_business_id,
    businessName: message.sender_business_id === null ? null : message.sender_business_name,
  },
  body: message.body,
  createdAt: message.created_at,
});

/** The contract's `Conversation`. */
const conversationBody = (conversation: ConversationRow) => ({
  id: conversation.id,
  productId: conversation.product_id,
  productName: conversation.product_name,
  buyerId: conversation.buyer_id,
  buyerName: conversation.buyer_name,
  sellerId: conversation.seller_id,
  sellerName: conversation.seller_name,
  buyerBusinessId: conversation.buyer_business_id,
  sellerBusinessId: conversation.seller_business_id,
  lastMessage: conversation.last_message === null ? null : conversationMessageBody(conversation.last_message),
  unreadCount: conversation.unread_count,
  createdAt: conversation.created_at,
  lastActivityAt: conversation.last_activity_at,
});

/** The role that writes for a side of a conversation: SALES for the product's business, PURCHASER for the buyer's. */
function requireWriter(actor: Actor, conversation: ConversationRow): void {
  const buyer = actsForOwner(actor, conversation.buyer_business_id, conversation.buyer_id);
  requireRole(actor, [buyer ? 'PURCHASER' : 'SALES']);
}

/**
 * `POST /v2/products/{id}/conversations`: the conversation of the business the caller acts for (a PURCHASER
 * of it; a customer's own) with the product's seller, created on the first call by any of its members (201)
 * and answered on later ones (200), so colleagues continue one conversation; `body` is sent as its message in the same transaction. The product's seller and the members of the
 * business it is listed under get 403 (as for an offer). Past the caller's message limits on an existing
 * conversation: 429, nothing written.
 */
export const openProductConversation: OperationHandler<'openProductConversation'> = {
  handle: async (request, reply, { db, now, limiter }) => {
    const user = currentUser(request);
    const actor = await actingFor(request, db);
    const text = request.body?.body;
    if (text !== undefined) {
      checkConversationText(text);
      const existing = await findConversationId(db, request.params.id, user.id, actor.businessId);
      if (existing !== undefined) {
        await limitPerUserAndThread(
          user.id,
          existing,
          limiter,
          ['messagePerMinute', 'messagePerDay'],
          tooMany,
        );
      }
    }
    const { id, created } = await db.transaction(async (tx) => {
      // Shared lock: the product cannot be removed before the conversation is in.
      const product = await lockProduct(tx, request.params.id);
      if (product === undefined) throw new ApiError(404, 'not_found', 'Product not found');
      if (product.seller_id === user.id) {
        throw new ApiError(403, 'forbidden', 'You cannot contact yourself about your own product');
      }
      if (product.business_id !== null && (await isMemberOf(tx, product.business_id, user.id))) {
        throw new ApiError(403, 'forbidden', 'You cannot contact your own business about its product');
      }
      requireRole(actor, ['PURCHASER']);
      const opened = await openConversation(
        tx,
        {
          productId: product.id,
          productName: product.name,
          buyerId: user.id,
          sellerId: product.seller_id,
          buyerBusinessId: actor.businessId,
          sellerBusinessId: product.business_id,
        },
        now(),
      );
      if (text !== undefined) {
        await findConversation(tx, opened.id, actor, true);
        await insertConversationMessage(
          tx,
          { conversationId: opened.id, senderId: user.id, senderBusinessId: actor.businessId, body: text },
          now(),
        );
      }
      return opened;
    });
    const conversation = await findConversation(db, id, actor);
    if (conversation === undefined) throw new Error('the conversation just opened is not there');
    reply.code(created ? 201 : 200);
    return conversationBody(conversation);
  },
};

/**
 * `GET /v2/conversations`: the conversations of the caller's business (the caller's own without one), as
 * buyer or seller, most recently active first.
 */
export const listConversations: OperationHandler<'listConversations'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actingFor(request, db);
    const limit = pageSize(request.query.limit);
    const after = request.query.cursor === undefined ? undefined : decodeListCursor(request.query.cursor);
    const rows = await listConversationRows(db, actor, limit, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      conversations: items.map(conversationBody),
      next_cursor:
        rows.length > limit && last !== undefined
          ? encodeListCursor({ created_at: last.last_activity_at, id: last.id })
          : null,
    };
  },
};

/**
 * `GET /v2/conversations/{id}`: for the members of its two sides only (404 to anyone else), with the buyer's
 * offers.
 */
export const getConversation: OperationHandler<'getConversation'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actingFor(request, db);
    const conversation = await findConversation(db, request.params.id, actor);
    if (conversation === undefined) throw conversationNotFound();
    const offers =
      conversation.product_id === null
        ? []
        : await buyerOffersOnProduct(db, conversation.product_id, conversation.buyer_id);
    return { conversation: conversationBody(conversation), offers };
  },
};

/**
 * `POST /v2/conversations/{id}/messages`: one of the two sides writes (a SALES member of the product's
 * business, a PURCHASER of the buyer's; VIEWERs read only). The conversation's row lock is held while
 * inserting, so the side check and the insert are atomic and messages commit in their `seq` order.
 */
export const createConversationMessage: OperationHandler<'createConversationMessage'> = {
  handle: async (request, reply, { db, now, limiter }) => {
    const user = currentUser(request);
    const actor = await actingFor(request, db);
    const { body } = request.body;
    checkConversationText(body);
    const conversationId = request.params.id;
    const conversation = await findConversation(db, conversationId, actor);
    if (conversation === undefined) throw conversationNotFound();
    requireWriter(actor, conversation);
    await limitPerUserAndThread(
      user.id,
      conversationId,
      limiter,
      ['messagePerMinute', 'messagePerDay'],
      tooMany,
    );
    const message = await db.transaction(async (tx) => {
      if ((await findConversation(tx, conversationId, actor, true)) === undefined)
        throw conversationNotFound();
      return insertConversationMessage(
        tx,
        { conversationId, senderId: user.id, senderBusinessId: actor.businessId, body },
        now(),
      );
    });
    reply.code(201);
    return conversationMessageBody(message);
  },
};

/** `GET /v2/conversations/{id}/messages`: oldest first; `cursor` and `since` as for a workflow's messages. */
export const listConversationMessages: OperationHandler<'listConversationMessages'> = {
  handle: async (request, _reply, { db }) => {
    const actor = await actingFor(request, db);
    const { query } = request;
    const conversationId = request.params.id;
    if ((await findConversation(db, conversationId, actor)) === undefined) throw conversationNotFound();
    const limit = pageSize(query.limit);
    let after = query.cursor === undefined ? undefined : decodeMessageCursor(query.cursor);
    if (query.since !== undefined) {
      const since = await conversationMessageSeq(db, conversationId, query.since);
      if (since === undefined) {
        throw new ApiError(400, 'validation_failed', 'Unknown message', {
          detail: 'query/since is not a message of this conversation',
        });
      }
      if (after === undefined || BigInt(since) > BigInt(after)) after = since;
    }
    const rows = await listConversationMessageRows(db, conversationId, after, limit);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      messages: items.map(conversationMessageBody),
      next_cursor: rows.length > limit && last !== undefined ? encodeMessageCursor(last) : null,
    };
  },
};

/** `POST /v2/conversations/{id}/read`: the caller's read mark moves to `messageId`, never backwards. */
export const markConversationRead: OperationHandler<'markConversationRead'> = {
  handle: async (request, reply, { db }) => {
    const user = currentUser(request);
    const conversationId = request.params.id;
    if ((await findConversation(db, conversationId, await actingFor(request, db))) === undefined) {
      throw conversationNotFound();
    }
    const seq = await conversationMessageSeq(db, conversationId, request.body.messageId);
    if (seq === undefined) {
      throw new ApiError(400, 'validation_failed', 'Unknown message', {
        detail: 'body/messageId is not a message of this conversation',
        fields: [{ field: 'messageId', message: 'is not a message of this conversation' }],
      });
    }
    await markRead(db, conversationId, user.id, seq);
    return reply.code(204).send();
  },
};
