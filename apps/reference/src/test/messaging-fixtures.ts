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

/**
 * The server's side of a workflow's conversation when a test says nothing else: no messages yet, read marks
 * and typing reports taken. Every workflow page asks for them; a test about messages declares its own.
 */
export const messagingServerHandlers = [
  messagesHandler(() => []),
  http.post('*/v2/workflows/:id/messages/read', () => new HttpResponse(null, { status: 204 })),
  http.post('*/v2/workflows/:id/typing', () => new HttpResponse(null, { status: 204 })),
];
