// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  type components,
  createClient,
  createMessage,
  declareIntentToBid,
  listDocuments,
  listMessages,
  listThreads,
  markMessagesRead,
  sendTyping,
} from '../src/index';
import {
  ApiClientProvider,
  type MessagePages,
  useCreateMessage,
  useDeclareIntentToBid,
  useListDocuments,
  useListMessages,
  useListThreads,
  useMarkMessagesRead,
  useSendTyping,
  useUploadDocument,
  useWorkflowEvents,
  workflowKeys,
} from '../src/react/index';
import { fakeEventSources } from './support/fake-event-source';
import { numberedMessage } from './support/messages';
import { BASE_URL, mockOperation, server } from './support/server';

type Schemas = components['schemas'];

afterEach(cleanup);

const client = () => createClient({ baseUrl: BASE_URL, session: false, retryDelayMs: 0 });
const workflowId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const buyerId = '22222222-2222-4222-8222-222222222222';
const sellerA = '33333333-3333-4333-8333-333333333333';
const sellerB = '44444444-4444-4444-8444-444444444444';

const message = (n: number, thread: string | null, senderId = buyerId) =>
  numberedMessage(n, {
    workflowId,
    senderId,
    senderName: senderId === buyerId ? 'Ada Buyer' : 'A seller',
    sellerId: thread,
  });

function thread(sellerId: string, unreadMessages = 0): Schemas['Thread'] {
  return {
    workflowId,
    sellerId,
    sellerName: sellerId === sellerA ? 'Northgate Robotics' : 'Harbor Automation',
    unreadMessages,
    lastMessageAt: null,
    readOnly: false,
  };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fake = fakeEventSources();
  const apiClient = client();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, fake, wrapper };
}

const bodiesIn = (queryClient: QueryClient, sellerId?: string) =>
  queryClient
    .getQueryData<MessagePages>(workflowKeys.messages(workflowId, sellerId))
    ?.pages.flatMap((page) => page.messages.map((held) => held.body));

function seedThreads(queryClient: QueryClient, threads: Record<string, Schemas['Message'][]>) {
  for (const [key, messages] of Object.entries(threads))
    queryClient.setQueryData<MessagePages>(
      workflowKeys.messages(workflowId, key === 'all' ? undefined : key),
      {
        pages: [{ messages, next_cursor: null }],
        pageParams: [undefined],
      },
    );
}

describe('thread fetchers', () => {
  it('name the thread with sellerId, or broadcast, in each request', async () => {
    const seen: unknown[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/messages', async ({ request }) => {
        const body = await request.json();
        seen.push(body);
        return HttpResponse.json({ ...message(1, body.sellerId ?? null), body: body.body }, { status: 201 });
      }),
      mockOperation('get', '/v2/workflows/{id}/messages', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ messages: [], next_cursor: null });
      }),
      mockOperation('post', '/v2/workflows/{id}/messages/read', async ({ request }) => {
        seen.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      mockOperation('post', '/v2/workflows/{id}/typing', async ({ request }) => {
        seen.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      mockOperation('get', '/v2/workflows/{id}/documents', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ documents: [], next_cursor: null });
      }),
    );
    await createMessage(client(), workflowId, { body: 'To A', sellerId: sellerA });
    await createMessage(client(), workflowId, { body: 'To all', broadcast: true });
    await listMessages(client(), workflowId, { sellerId: sellerB });
    await markMessagesRead(client(), workflowId, message(1, null).id, sellerA);
    await sendTyping(client(), workflowId, true, sellerB);
    await listDocuments(client(), workflowId, { sellerId: sellerA });
    await listDocuments(client(), workflowId);
    expect(seen).toEqual([
      { body: 'To A', sellerId: sellerA },
      { body: 'To all', broadcast: true },
      `?sellerId=${sellerB}`,
      { messageId: message(1, null).id, sellerId: sellerA },
      { isTyping: true, sellerId: sellerB },
      `?limit=50&sellerId=${sellerA}`,
      '?limit=50',
    ]);
  });

  it('listThreads lists the caller’s threads; declareIntentToBid answers the seller’s thread or the refusal', async () => {
    server.use(
      mockOperation('get', '/v2/workflows/{id}/threads', () =>
        HttpResponse.json({ threads: [thread(sellerA, 2), thread(sellerB)] }),
      ),
      mockOperation('post', '/v2/workflows/{id}/intent-to-bid', ({ params }) =>
        params.id === workflowId
          ? HttpResponse.json(thread(sellerA), { status: 201 })
          : HttpResponse.json(
              { code: 'conflict', message: 'This RFP no longer takes sellers' },
              { status: 409 },
            ),
      ),
    );
    const { threads } = await listThreads(client(), workflowId);
    expect(threads.map((held) => [held.sellerName, held.unreadMessages])).toEqual([
      ['Northgate Robotics', 2],
      ['Harbor Automation', 0],
    ]);
    expect(await declareIntentToBid(client(), workflowId)).toEqual(thread(sellerA));
    const refusal = await declareIntentToBid(client(), sellerB).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, code: 'conflict' });
  });
});

describe('thread hooks', () => {
  it('useListMessages and useListDocuments keep one cache per thread', async () => {
    server.use(
      mockOperation('get', '/v2/workflows/{id}/messages', ({ request }) => {
        const asked = new URL(request.url).searchParams.get('sellerId');
        return HttpResponse.json({
          messages: asked === null ? [message(1, sellerA), message(2, sellerB)] : [message(3, asked)],
          next_cursor: null,
        });
      }),
      mockOperation('get', '/v2/workflows/{id}/documents', ({ request }) =>
        HttpResponse.json({
          documents: new URL(request.url).searchParams.get('sellerId') === sellerB ? [] : [],
          next_cursor: null,
        }),
      ),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        all: useListMessages(workflowId),
        b: useListMessages(workflowId, sellerB),
        documents: useListDocuments(workflowId, sellerB),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.b.isSuccess && result.current.all.isSuccess).toBe(true));
    expect(bodiesIn(queryClient)).toEqual(['Message 1', 'Message 2']);
    expect(bodiesIn(queryClient, sellerB)).toEqual(['Message 3']);
    await waitFor(() => expect(result.current.documents.isSuccess).toBe(true));
    expect(queryClient.getQueryData(workflowKeys.documents(workflowId, sellerB))).toEqual({
      documents: [],
      next_cursor: null,
    });
  });

  it('a live message lands in its own thread and the view of all threads; a broadcast in every thread', () => {
    const { queryClient, fake, wrapper } = setup();
    seedThreads(queryClient, { all: [message(1, sellerA)], [sellerA]: [message(1, sellerA)], [sellerB]: [] });
    renderHook(() => useWorkflowEvents(workflowId, { createEventSource: fake.create }), { wrapper });
    act(() => fake.latest().open());
    act(() => {
      fake.latest().emit('message', message(2, sellerB, sellerB));
      fake.latest().emit('message', message(3, null));
      fake.latest().emit('message', message(4, sellerA, sellerA));
    });
    expect(bodiesIn(queryClient)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(bodiesIn(queryClient, sellerA)).toEqual(['Message 1', 'Message 3', 'Message 4']);
    expect(bodiesIn(queryClient, sellerB)).toEqual(['Message 2', 'Message 3']);
  });

  it('a live message refreshes the unread counts of every thread', async () => {
    let served = [thread(sellerA), thread(sellerB)];
    server.use(
      mockOperation('get', '/v2/workflows/{id}/threads', () => HttpResponse.json({ threads: served })),
    );
    const { fake, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        threads: useListThreads(workflowId),
        events: useWorkflowEvents(workflowId, { selfId: buyerId, createEventSource: fake.create }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.threads.isSuccess).toBe(true));
    act(() => fake.latest().open());
    served = [thread(sellerA), thread(sellerB, 1)];
    act(() => fake.latest().emit('message', message(5, sellerB, sellerB)));
    await waitFor(() =>
      expect(result.current.threads.data?.threads.map((held) => held.unreadMessages)).toEqual([0, 1]),
    );
  });

  it('typing says in which thread', () => {
    const { fake, wrapper } = setup();
    const { result } = renderHook(
      () => useWorkflowEvents(workflowId, { selfId: buyerId, createEventSource: fake.create }),
      { wrapper },
    );
    act(() => fake.latest().open());
    act(() =>
      fake.latest().emit('typing', {
        workflowId,
        userId: sellerB,
        userName: 'Harbor Automation',
        sellerId: sellerB,
        isTyping: true,
      }),
    );
    expect(result.current.typing).toEqual([
      { userId: sellerB, userName: 'Harbor Automation', sellerId: sellerB },
    ]);
  });

  it('useCreateMessage sends into the thread named and caches the message there only', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/messages', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return HttpResponse.json(
          { ...message(body.broadcast ? 7 : 6, body.sellerId ?? null), body: body.body },
          { status: 201 },
        );
      }),
    );
    const { queryClient, wrapper } = setup();
    seedThreads(queryClient, { [sellerA]: [], [sellerB]: [] });
    const { result } = renderHook(() => useCreateMessage(), { wrapper });
    await act(() => result.current.mutateAsync({ workflowId, body: 'Only A', sellerId: sellerA }));
    await act(() => result.current.mutateAsync({ workflowId, body: 'Everyone', broadcast: true }));
    expect(bodies).toEqual([
      { body: 'Only A', sellerId: sellerA },
      { body: 'Everyone', broadcast: true },
    ]);
    expect(bodiesIn(queryClient, sellerA)).toEqual(['Only A', 'Everyone']);
    expect(bodiesIn(queryClient, sellerB)).toEqual(['Everyone']);
  });

  it('typing, read marks and uploads carry the thread; a read mark refreshes the unread counts', async () => {
    const seen: unknown[] = [];
    let threadReads = 0;
    server.use(
      mockOperation('post', '/v2/workflows/{id}/typing', async ({ request }) => {
        seen.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      mockOperation('post', '/v2/workflows/{id}/messages/read', async ({ request }) => {
        seen.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      mockOperation('post', '/v2/workflows/{id}/documents', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(
          {
            id: '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01',
            name: 'a1b2c3.pdf',
            originalName: 'spec.pdf',
            type: 'application/pdf',
            size: 4,
            uploadedAt: '2026-01-01T00:00:00Z',
            url: '/api/documents/a1b2c3.pdf',
            sellerId: null,
          },
          { status: 201 },
        );
      }),
      mockOperation('get', '/v2/workflows/{id}/threads', () => {
        threadReads += 1;
        return HttpResponse.json({ threads: [thread(sellerA)] });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        threads: useListThreads(workflowId),
        typing: useSendTyping(),
        read: useMarkMessagesRead(),
        upload: useUploadDocument(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.threads.isSuccess).toBe(true));
    const file = new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' });
    await act(() => result.current.typing.mutateAsync({ workflowId, isTyping: true, sellerId: sellerA }));
    await act(() =>
      result.current.read.mutateAsync({ workflowId, messageId: message(1, null).id, sellerId: sellerA }),
    );
    await act(() => result.current.upload.mutateAsync({ workflowId, file, broadcast: true }));
    await act(() => result.current.upload.mutateAsync({ workflowId, file, sellerId: sellerA }));
    expect(seen).toEqual([
      { isTyping: true, sellerId: sellerA },
      { messageId: message(1, null).id, sellerId: sellerA },
      '?broadcast=true',
      `?sellerId=${sellerA}`,
    ]);
    await waitFor(() => expect(threadReads).toBe(2));
  });

  it('useDeclareIntentToBid caches the seller’s thread', async () => {
    server.use(
      mockOperation('post', '/v2/workflows/{id}/intent-to-bid', () =>
        HttpResponse.json(thread(sellerA), { status: 201 }),
      ),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useDeclareIntentToBid(), { wrapper });
    await act(() => result.current.mutateAsync({ workflowId }));
    expect(queryClient.getQueryData(workflowKeys.threads(workflowId))).toEqual({
      threads: [thread(sellerA)],
    });
  });
});
