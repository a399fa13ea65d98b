import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { USER_ID } from './auth-fixtures';
import { SELLER_ID } from './product-fixtures';

type Conversation = components['schemas']['Conversation'];
type ConversationMessage = components['schemas']['ConversationMessage'];
type Offer = components['schemas']['Offer'];

export const CONVERSATION_ID = 'c0000000-0000-4000-8000-0000000000c1';

/** A conversation of the signed-in user (the buyer) with the fixtures' seller. */
export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    productId: '8e3b1c2a-4d5f-4a6b-9c7d-0000000000ff',
    productName: 'Welding Arm',
    buyerId: USER_ID,
    buyerName: 'Ada Lovelace',
    sellerId: SELLER_ID,
    sellerName: 'Demo Robotics Dealer',
    buyerBusinessId: null,
    sellerBusinessId: null,
    lastMessage: null,
    unreadCount: 0,
    createdAt: '2026-03-09T09:00:00Z',
    lastActivityAt: '2026-03-09T09:00:00Z',
    ...overrides,
  };
}

/** A message of the conversation; the buyer's unless told. */
export function aConversationMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 'd0000000-0000-4000-8000-0000000000d1',
    conversationId: CONVERSATION_ID,
    senderId: USER_ID,
    senderName: 'Ada Lovelace',
    sentBy: { userId: USER_ID, name: 'Ada Lovelace', businessId: null, businessName: null },
    body: 'Is it rated for 20 kg?',
    createdAt: '2026-03-09T09:15:00Z',
    ...overrides,
  };
}

/** An offer of the buyer on the conversation's product. */
export function aConversationOffer(overrides: Partial<Offer> = {}): Offer {
  const conversation = aConversation();
  return {
    id: '7a1f0000-0000-4000-8000-0000000000a9',
    productId: conversation.productId,
    productName: conversation.productName,
    sellerId: conversation.sellerId,
    buyerId: conversation.buyerId,
    buyerName: 'Ada Lovelace',
    buyerBusinessId: null,
    sellerBusinessId: null,
    sentBy: { userId: conversation.buyerId, name: 'Ada Lovelace', businessId: null, businessName: null },
    answeredBy: null,
    price: '30000.00',
    counterPrice: null,
    agreedPrice: null,
    currency: 'USD',
    quantity: 2,
    message: null,
    status: 'PENDING',
    workflowId: null,
    createdAt: '2026-03-09T10:00:00Z',
    updatedAt: '2026-03-09T10:00:00Z',
    ...overrides,
  };
}

/** GET /v2/conversations/{id} and its messages, read from the given functions on every call. */
export function conversationHandlers(
  conversation: () => Conversation,
  messages: () => ConversationMessage[],
  offers: () => Offer[] = () => [],
) {
  return [
    http.get('*/v2/conversations/:id', () =>
      HttpResponse.json({ conversation: conversation(), offers: offers() }),
    ),
    http.get('*/v2/conversations/:id/messages', () =>
      HttpResponse.json({ messages: messages(), next_cursor: null }),
    ),
    http.post('*/v2/conversations/:id/read', () => new HttpResponse(null, { status: 204 })),
  ];
}
