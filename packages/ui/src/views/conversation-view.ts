import type { components } from '@robomarket/api-client';
import type { ReactNode } from 'react';

/** A conversation about a product as the messaging components show it: the contract's Conversation fields. */
export type ConversationView = Pick<
  components['schemas']['Conversation'],
  | 'id'
  | 'productId'
  | 'productName'
  | 'buyerId'
  | 'buyerName'
  | 'sellerId'
  | 'sellerName'
  | 'unreadCount'
  | 'lastActivityAt'
> & {
  /** The last message, or null before anyone wrote. */
  lastMessage: Pick<
    components['schemas']['ConversationMessage'],
    'senderId' | 'senderName' | 'body' | 'createdAt'
  > | null;
};

/** A link the conversation components render (React Router's Link in the app, a plain `<a>` by default). */
export interface ConversationLink {
  /** Where it leads. */
  href: string;
  /** Its words. */
  children: ReactNode;
}

/** The app's address of a conversation: /messages/{id}. */
export function conversationHref(id: string): string {
  return `/messages/${encodeURIComponent(id)}`;
}

/** Whether the viewer is the conversation's seller (else its buyer). */
export const viewerSells = (conversation: Pick<ConversationView, 'sellerId'>, viewerId: string) =>
  conversation.sellerId === viewerId;

/** The other side's display name, as the viewer sees the conversation. */
export function counterpartName(
  conversation: Pick<ConversationView, 'sellerId' | 'buyerName' | 'sellerName'>,
  viewerId: string,
): string {
  return viewerSells(conversation, viewerId) ? conversation.buyerName : conversation.sellerName;
}
