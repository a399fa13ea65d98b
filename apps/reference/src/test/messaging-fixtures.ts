import type { components } from '@robomarket/api-client';
import { HttpResponse, http } from 'msw';
import { USER_ID } from './auth-fixtures';
import { SELLER_ID, WORKFLOW_ID } from './workflow-fixtures';

type Schemas = components['schemas'];

/** A message on WORKFLOW_ID from the signed-in buyer, unless told. */
export function aMessage(overrides: Partial<Schemas['Message']> = {}): Schemas['Message'] {
  return {
    id: '3e550000-0000-4000-8000-000000000001',
    workflowId: WORKFLOW_ID,
    senderId: USER_ID,
    senderName: 'Grace Hopper',
    sellerId: SELLER_ID,
    body: 'Can the cell be delivered by May?',
    createdAt: '2026-03-09T09:15:00Z',
    ...overrides,
  };
}

/** A message on WORKFLOW_ID from the seller. */
export const aSellerMessage = (overrides: Partial<Schemas['Message']> = {}) =>
  aMessage({
    id: '3e550000-0000-4000-8000-000000000002',
    senderId: SELLER_ID,
    senderName: 'Demo Robotics Dealer',
    body: 'Yes, six weeks from the order.',
    createdAt: '2026-03-09T09:42:00Z',
    ...overrides,
  });

/** GET /v2/workflows/{id}/messages answering `messages()` as one page. */
export const messagesHandler = (messages: () => Schemas['Message'][]) =>
  http.get('*/v2/workflows/:id/messages', () =>
    HttpResponse.json({ messages: messages(), next_cursor: null } satisfies Schemas['MessageList']),
  );

/** The private thread of WORKFLOW_ID between the buyer's side and the seller, unless told. */
export function aThread(overrides: Partial<Schemas['Thread']> = {}): Schemas['Thread'] {
  return {
    workflowId: WORKFLOW_ID,
    sellerId: SELLER_ID,
    sellerName: 'Demo Robotics Dealer',
    unreadMessages: 0,
    lastMessageAt: null,
    readOnly: false,
    ...overrides,
  };
}

/** GET /v2/workflows/{id}/threads answering `threads()`. */
export const threadsHandler = (threads: () => Schemas['Thread'][]) =>
  http.get('*/v2/workflows/:id/threads', () =>
    HttpResponse.json({ threads: threads() } satisfies Schemas['ThreadList']),
  );

/**
 * The server's side of a workflow's conversation when a test says nothing else: one seller's thread with no
 * messages yet, read marks and typing reports taken. Every workflow page asks for them; a test about messages declares its own.
 */
export const messagingServerHandlers = [
  threadsHandler(() => [aThread()]),
  messagesHandler(() => []),
  http.post('*/v2/workflows/:id/messages/read', () => new HttpResponse(null, { status: 204 })),
  http.post('*/v2/workflows/:id/typing', () => new HttpResponse(null, { status: 204 })),
];
