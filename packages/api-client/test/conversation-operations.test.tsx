// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type components,
  createClient,
  createConversationMessage,
  getConversation,
  listConversationMessages,
  listConversations,
  markConversationRead,
  openProductConversation,
} from '../src/index';
import {
  ApiClientProvider,
  conversationKeys,
  useCreateConversationMessage,
  useMarkConversationRead,
  useOpenProductConversation,
} from '../src/react/index';
import { BASE_URL, mockOperation, server } from './support/server';

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const productId = '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01';
const conversationId = 'c0000000-0000-4000-8000-0000000000c1';
const messageId = 'd0000000-0000-4000-8000-0000000000d1';

const message: components['schemas']['ConversationMessage'] = {
  id: messageId,
  conversationId,
  senderId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  senderName: 'Buyer Works',
  sentBy: {
    userId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
    name: 'Grace Hopper',
    businessId: 'b0000000-0000-4000-8000-0000000000b1',
    businessName: 'Buyer Works',
  },
  body: 'Is it rated for 20 kg?',
  createdAt: '2026-01-01T00:00:00Z',
};
const conversation: components['schemas']['Conversation'] = {
  id: conversationId,
  productId,
  productName: 'Welding arm',
  buyerId: message.senderId,
  buyerName: 'Buyer Works',
  sellerId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  sellerName: 'Northgate Robotics',
  buyerBusinessId: 'b0000000-0000-4000-8000-0000000000b1',
  sellerBusinessId: null,
  lastMessage: message,
  unreadCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  lastActivityAt: '2026-01-01T00:00:00Z',
};

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client()}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

describe('conversation fetchers', () => {
  it('open, list, read, write and mark a conversation on the contract paths', async () => {
    const seen: string[] = [];
    server.use(
      mockOperation('post', '/v2/products/{id}/conversations', async ({ request, params }) => {
        seen.push(`OPEN ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(conversation, { status: 201 });
      }),
      mockOperation('get', '/v2/conversations', ({ request }) => {
        seen.push(`LIST ${new URL(request.url).search}`);
        return HttpResponse.json({ conversations: [conversation], next_cursor: null });
      }),
      mockOperation('get', '/v2/conversations/{id}', ({ params }) => {
        seen.push(`GET ${params.id}`);
        return HttpResponse.json({ conversation, offers: [] });
      }),
      mockOperation('get', '/v2/conversations/{id}/messages', ({ request }) => {
        seen.push(`MESSAGES ${new URL(request.url).search}`);
        return HttpResponse.json({ messages: [message], next_cursor: null });
      }),
      mockOperation('post', '/v2/conversations/{id}/messages', async ({ request }) => {
        seen.push(`SEND ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(message, { status: 201 });
      }),
      mockOperation('post', '/v2/conversations/{id}/read', async ({ request }) => {
        seen.push(`READ ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect((await openProductConversation(client(), productId, { body: 'Hi' })).id).toBe(conversationId);
    expect((await listConversations(client(), { limit: 5 })).conversations).toHaveLength(1);
    expect((await getConversation(client(), conversationId)).offers).toEqual([]);
    expect(
      (await listConversationMessages(client(), conversationId, { since: messageId })).messages,
    ).toHaveLength(1);
    expect((await createConversationMessage(client(), conversationId, 'Hi')).id).toBe(messageId);
    await markConversationRead(client(), conversationId, messageId);
    expect(seen).toEqual([
      `OPEN ${productId} {"body":"Hi"}`,
      'LIST ?limit=5',
      `GET ${conversationId}`,
      `MESSAGES ?since=${messageId}`,
      'SEND {"body":"Hi"}',
      `READ {"messageId":"${messageId}"}`,
    ]);
  });
});

describe('conversation mutations', () => {
  it('refresh what they change: the messages, the list, every conversation on open', async () => {
    server.use(
      mockOperation('post', '/v2/products/{id}/conversations', () => HttpResponse.json(conversation)),
      mockOperation('post', '/v2/conversations/{id}/messages', () =>
        HttpResponse.json(message, { status: 201 }),
      ),
      mockOperation('post', '/v2/conversations/{id}/read', () => new HttpResponse(null, { status: 204 })),
    );
    const queryClient = new QueryClient();
    const seed = () => {
      queryClient.setQueryData(conversationKeys.messages(conversationId), { pages: [], pageParams: [] });
      queryClient.setQueryData(conversationKeys.lists(), { pages: [], pageParams: [] });
    };
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    const wrapper = wrapperOf(queryClient);

    seed();
    const send = renderHook(() => useCreateConversationMessage(), { wrapper });
    await act(() => send.result.current.mutateAsync({ conversationId, body: 'Hi' }));
    await waitFor(() => {
      expect(stale(conversationKeys.messages(conversationId))).toBe(true);
      expect(stale(conversationKeys.lists())).toBe(true);
    });

    seed();
    const read = renderHook(() => useMarkConversationRead(), { wrapper });
    await act(() => read.result.current.mutateAsync({ conversationId, messageId }));
    await waitFor(() => expect(stale(conversationKeys.lists())).toBe(true));
    expect(stale(conversationKeys.messages(conversationId))).toBe(false);

    seed();
    const open = renderHook(() => useOpenProductConversation(), { wrapper });
    expect((await act(() => open.result.current.mutateAsync({ productId }))).id).toBe(conversationId);
    await waitFor(() => expect(stale(conversationKeys.messages(conversationId))).toBe(true));
  });
});
