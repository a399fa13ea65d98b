// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://api.robomarket.test/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  type components,
  createClient,
  createMessage,
  listMessages,
  markMessagesRead,
  sendTyping,
} from '../src/index';
import {
  ApiClientProvider,
  dashboardKeys,
  type MessagePages,
  TYPING_TIMEOUT_MS,
  useCreateMessage,
  useGetWorkflow,
  useListMessages,
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
const sellerId = '33333333-3333-4333-8333-333333333333';

const message = (n: number, senderId = buyerId) =>
  numberedMessage(n, {
    workflowId,
    senderId,
    senderName: senderId === buyerId ? 'Ada Buyer' : 'Sam Seller',
    sellerId,
  });

const workflow: Schemas['Workflow'] = {
  id: workflowId,
  title: 'Welding cell',
  description: 'Two arms',
  requestType: 'RFP',
  status: 'NEGOTIATION_IN_PROGRESS',
  stage: 'NEGOTIATION',
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
  attachments: [],
  budgetRangeMin: null,
  budgetRangeMax: null,
  currency: 'USD',
  agreedPrice: null,
  requirements: { category: 'ROBOT', quantity: 1, details: {} },
  buyerId,
  sellerId: null,
  unreadMessages: 2,
};

describe('messaging fetchers', () => {
  it('createMessage posts the body; listMessages passes the cursor and since', async () => {
    const queries: string[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/messages', async ({ request, params }) => {
        expect(params.id).toBe(workflowId);
        const { body } = await request.json();
        return HttpResponse.json({ ...message(1), body }, { status: 201 });
      }),
      mockOperation('get', '/v2/workflows/{id}/messages', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ messages: [message(2)], next_cursor: null });
      }),
    );
    expect(await createMessage(client(), workflowId, { body: 'Hi\nthere' })).toMatchObject({
      body: 'Hi\nthere',
    });
    const page = await listMessages(client(), workflowId, { since: message(1).id, limit: 10 });
    expect(page.messages).toEqual([message(2)]);
    expect(queries).toEqual([`?since=${message(1).id}&limit=10`]);
  });

  it('markMessagesRead and sendTyping post their bodies and resolve to nothing', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockOperation('post', '/v2/workflows/{id}/messages/read', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      mockOperation('post', '/v2/workflows/{id}/typing', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(markMessagesRead(client(), workflowId, message(3).id)).resolves.toBeUndefined();
    await expect(sendTyping(client(), workflowId, true)).resolves.toBeUndefined();
    expect(bodies).toEqual([{ messageId: message(3).id }, { isTyping: true }]);
  });

  it('a stranger’s call rejects with the 404', async () => {
    server.use(
      mockOperation('get', '/v2/workflows/{id}/messages', () =>
        HttpResponse.json({ code: 'not_found', message: 'Workflow not found' }, { status: 404 }),
      ),
    );
    const failure = await listMessages(client(), workflowId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found' });
  });
});

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

const pagesOf = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<MessagePages>(workflowKeys.messages(workflowId))
    ?.pages.map((page) => page.messages.map((held) => held.body));

describe('useListMessages and useCreateMessage', () => {
  it('loads pages forward and appends the sent message once', async () => {
    server.use(
      mockOperation('get', '/v2/workflows/{id}/messages', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === null
            ? { messages: [message(1)], next_cursor: 'c2' }
            : { messages: [message(2)], next_cursor: null },
        );
      }),
      mockOperation('post', '/v2/workflows/{id}/messages', () =>
        HttpResponse.json(message(3), { status: 201 }),
      ),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => ({ list: useListMessages(workflowId), send: useCreateMessage() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.hasNextPage).toBe(true);
    await act(() => result.current.list.fetchNextPage());
    await act(() => result.current.send.mutateAsync({ workflowId, body: 'Message 3' }));
    expect(pagesOf(queryClient)).toEqual([['Message 1'], ['Message 2', 'Message 3']]);
  });
});

describe('useWorkflowEvents', () => {
  it('merges messages once, patches the status, upserts proposals and shows who types', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { queryClient, fake, wrapper } = setup();
      queryClient.setQueryData(workflowKeys.detail(workflowId), workflow);
      queryClient.setQueryData<MessagePages>(workflowKeys.messages(workflowId), {
        pages: [{ messages: [message(1)], next_cursor: null }],
        pageParams: [undefined],
      });
      const older: Schemas['Proposal'] = {
        id: '44444444-4444-4444-8444-444444444444',
        workflowId,
        sellerId,
        sellerName: 'Sam Seller',
        price: '1000.00',
        currency: 'USD',
        description: 'First',
        terms: 'Net 30',
        status: 'PENDING',
        structured_terms: null,
        timeline: null,
        createdAt: '2026-03-01T09:30:00Z',
        updatedAt: '2026-03-01T09:30:00Z',
      };
      queryClient.setQueryData(workflowKeys.proposals(workflowId), { proposals: [older], next_cursor: null });
      queryClient.setQueryData(dashboardKeys.payments({}), { payments: [], next_cursor: null });

      const { result, unmount } = renderHook(
        () => useWorkflowEvents(workflowId, { selfId: buyerId, createEventSource: fake.create }),
        {
          wrapper,
        },
      );
      const source = fake.latest();
      expect(source.url).toBe(`${BASE_URL}/v2/workflows/${workflowId}/events`);
      act(() => source.open());
      expect(result.current.connected).toBe(true);

      act(() => {
        source.emit('message', message(2, sellerId));
        source.emit('message', message(2, sellerId));
        source.emit('message', message(1));
      });
      expect(pagesOf(queryClient)).toEqual([['Message 1', 'Message 2']]);

      act(() =>
        source.emit('status', {
          workflowId,
          status: 'PRICE_AGREED',
          stage: 'NEGOTIATION',
          updatedAt: '2026-03-01T11:00:00Z',
        }),
      );
      expect(queryClient.getQueryData<Schemas['Workflow']>(workflowKeys.detail(workflowId))).toMatchObject({
        status: 'PRICE_AGREED',
        updatedAt: '2026-03-01T11:00:00Z',
        title: 'Welding cell',
      });
      expect(queryClient.getQueryState(dashboardKeys.payments({}))?.isInvalidated).toBe(true);

      const newer = { ...older, id: '55555555-5555-4555-8555-555555555555', description: 'Second' };
      act(() => {
        source.emit('proposal', newer);
        source.emit('proposal', { ...older, status: 'REJECTED' });
      });
      expect(
        queryClient
          .getQueryData<{ proposals: Schemas['Proposal'][] }>(workflowKeys.proposals(workflowId))
          ?.proposals.map((p) => [p.description, p.status]),
      ).toEqual([
        ['Second', 'PENDING'],
        ['First', 'REJECTED'],
      ]);

      act(() => {
        source.emit('typing', {
          workflowId,
          userId: sellerId,
          userName: 'Sam Seller',
          sellerId,
          isTyping: true,
        });
        source.emit('typing', {
          workflowId,
          userId: buyerId,
          userName: 'Ada Buyer',
          sellerId,
          isTyping: true,
        });
      });
      expect(result.current.typing).toEqual([{ userId: sellerId, userName: 'Sam Seller', sellerId }]);
      act(() => vi.advanceTimersByTime(TYPING_TIMEOUT_MS - 1));
      expect(result.current.typing).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.typing).toEqual([]);
      act(() =>
        source.emit('typing', {
          workflowId,
          userId: sellerId,
          userName: 'Sam Seller',
          sellerId,
          isTyping: true,
        }),
      );
      act(() =>
        source.emit('typing', {
          workflowId,
          userId: sellerId,
          userName: 'Sam Seller',
          sellerId,
          isTyping: false,
        }),
      );
      expect(result.current.typing).toEqual([]);

      unmount();
      expect(source.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a status event reloads the workflow, so what the move set (the agreed price, the seller) shows too', async () => {
    const agreed: Schemas['Workflow'] = {
      ...workflow,
      status: 'PRICE_AGREED',
      stage: 'NEGOTIATION',
      agreedPrice: '42000.00',
      sellerId,
      updatedAt: '2026-03-01T11:00:00Z',
    };
    let served = workflow;
    server.use(mockOperation('get', '/v2/workflows/{id}', () => HttpResponse.json(served)));
    const { queryClient, fake, wrapper } = setup();
    queryClient.setQueryData<MessagePages>(workflowKeys.messages(workflowId), {
      pages: [{ messages: [message(1)], next_cursor: null }],
      pageParams: [undefined],
    });
    const { result } = renderHook(
      () => ({
        shown: useGetWorkflow(workflowId),
        events: useWorkflowEvents(workflowId, { selfId: sellerId, createEventSource: fake.create }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.shown.data?.status).toBe('NEGOTIATION_IN_PROGRESS'));
    act(() => fake.latest().open());

    served = agreed;
    act(() =>
      fake.latest().emit('status', {
        workflowId,
        status: 'PRICE_AGREED',
        stage: 'NEGOTIATION',
        updatedAt: '2026-03-01T11:00:00Z',
      }),
    );
    // The status shows at once, the rest once the workflow is read again.
    expect(queryClient.getQueryData<Schemas['Workflow']>(workflowKeys.detail(workflowId))?.status).toBe(
      'PRICE_AGREED',
    );
    await waitFor(() => expect(result.current.shown.data?.agreedPrice).toBe('42000.00'));
    expect(result.current.shown.data?.sellerId).toBe(sellerId);
    // The thread is not loaded again for a status change.
    expect(queryClient.getQueryState(workflowKeys.messages(workflowId))?.isInvalidated).toBe(false);
  });

  it('after a reconnect refetches the workflow and its proposals and catches the thread up with since', async () => {
    const searches: string[] = [];
    server.use(
      mockOperation('get', '/v2/workflows/{id}/messages', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({
          messages: [message(2, sellerId), message(3, sellerId)],
          next_cursor: null,
        });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { queryClient, fake, wrapper } = setup();
      queryClient.setQueryData(workflowKeys.detail(workflowId), workflow);
      queryClient.setQueryData(workflowKeys.proposals(workflowId), { proposals: [], next_cursor: null });
      queryClient.setQueryData<MessagePages>(workflowKeys.messages(workflowId), {
        pages: [{ messages: [message(1)], next_cursor: null }],
        pageParams: [undefined],
      });
      const { result, unmount } = renderHook(
        () => useWorkflowEvents(workflowId, { createEventSource: fake.create }),
        {
          wrapper,
        },
      );
      act(() => fake.latest().open());
      act(() => fake.latest().fail());
      expect(result.current.connected).toBe(false);
      act(() => vi.advanceTimersByTime(1000));
      expect(fake.sources).toHaveLength(2);
      act(() => fake.latest().open());
      expect(queryClient.getQueryState(workflowKeys.detail(workflowId))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(workflowKeys.proposals(workflowId))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(workflowKeys.messages(workflowId))?.isInvalidated).toBe(false);
      await waitFor(() => expect(pagesOf(queryClient)).toEqual([['Message 1', 'Message 2', 'Message 3']]));
      expect(searches).toEqual([`?since=${message(1).id}&limit=100`]);
      unmount();
      expect(fake.latest().closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows why the server ended the stream, and tells the caller', () => {
    const { fake, wrapper } = setup();
    const onEnd = vi.fn();
    const { result } = renderHook(
      () => useWorkflowEvents(workflowId, { createEventSource: fake.create, onEnd }),
      { wrapper },
    );
    act(() => fake.latest().open());
    const end = { code: 'access_revoked', message: 'You no longer have access to this workflow' } as const;
    act(() => fake.latest().emit('end', end));
    expect(result.current).toMatchObject({ connected: false, ended: end });
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(end);
    expect(fake.latest().closed).toBe(true);
  });
});
