import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { FakeEventSource } from '../test/fake-event-source';
import { aMessage, aSellerMessage, messagesHandler } from '../test/messaging-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aProposal,
  aWorkflow,
  documentsHandler,
  getWorkflowHandler,
  paymentsHandler,
  proposalsHandler,
  rfpsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };
const PATH = `/workflow/${WORKFLOW_ID}`;

function workflowPage(overrides: { proposals?: () => ReturnType<typeof aProposal>[] } = {}) {
  return [
    meHandler(),
    getWorkflowHandler(() => aWorkflow()),
    proposalsHandler(overrides.proposals ?? (() => [])),
    documentsHandler(() => []),
    rfpsHandler([]),
  ];
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the conversation on the workflow page', { timeout: 30_000 }, () => {
  it('shows the thread beside the workflow and marks the newest message read', async () => {
    const reads: unknown[] = [];
    server.use(
      ...workflowPage(),
      messagesHandler(() => [aMessage(), aSellerMessage()]),
      http.post('*/v2/workflows/:id/messages/read', async ({ request }) => {
        reads.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp(PATH, { cookies: signedInCookies() });

    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    const log = await within(conversation).findByRole('log', { name: 'Messages' }, SLOW);
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Grace Hopper');
    expect(items[0]?.getAttribute('data-own')).toBe('true');
    expect(items[1]?.textContent).toContain('Yes, six weeks from the order.');
    expect(items[1]?.hasAttribute('data-own')).toBe(false);
    await waitFor(() => expect(reads).toEqual([{ messageId: aSellerMessage().id, sellerId: SELLER_ID }]));
  });

  it('marks a message that arrives in a background tab read only once the tab is looked at', async () => {
    const reads: unknown[] = [];
    server.use(
      ...workflowPage(),
      messagesHandler(() => [aMessage()]),
      http.post('*/v2/workflows/:id/messages/read', async ({ request }) => {
        reads.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    await screen.findByRole('log', { name: 'Messages' }, SLOW);
    await waitFor(() => expect(reads).toEqual([{ messageId: aMessage().id, sellerId: SELLER_ID }]));

    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    act(() => FakeEventSource.latest().emit('message', aSellerMessage()));
    expect(await screen.findByText('Yes, six weeks from the order.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);

    state = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(reads).toEqual([
        { messageId: aMessage().id, sellerId: SELLER_ID },
        { messageId: aSellerMessage().id, sellerId: SELLER_ID },
      ]),
    );
  });

  it('sends on Enter, reports typing, and shows the message once though the stream sends it back', async () => {
    const sent: unknown[] = [];
    const typing: unknown[] = [];
    server.use(
      ...workflowPage(),
      http.post<Record<string, string>, { body: string }>(
        '*/v2/workflows/:id/messages',
        async ({ request }) => {
          const { body } = await request.json();
          sent.push(body);
          return HttpResponse.json(aMessage({ id: '3e550000-0000-4000-8000-000000000009', body }), {
            status: 201,
          });
        },
      ),
      http.post('*/v2/workflows/:id/typing', async ({ request }) => {
        typing.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    await screen.findByText('No messages yet', undefined, SLOW);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Please include the fencing.{Enter}');
    await waitFor(() => expect(sent).toEqual(['Please include the fencing.']));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Please include the fencing.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    await waitFor(() =>
      expect(typing).toEqual([
        { isTyping: true, sellerId: SELLER_ID },
        { isTyping: false, sellerId: SELLER_ID },
      ]),
    );

    const stream = FakeEventSource.latest();
    act(() =>
      stream.emit(
        'message',
        aMessage({ id: '3e550000-0000-4000-8000-000000000009', body: 'Please include the fencing.' }),
      ),
    );
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    [400, 'validation_failed', 'Message must be at most 5000 characters', {}],
    [429, 'rate_limited', 'Too many messages to this workflow; try again later', { 'Retry-After': '42' }],
  ] as const)(
    'keeps what was typed when sending fails with %i %s, and says why in words',
    async (status, code, message, headers) => {
      server.use(
        ...workflowPage(),
        http.post('*/v2/workflows/:id/messages', () =>
          HttpResponse.json(errorBody(code, message), { status, headers }),
        ),
      );
      const { user } = renderApp(PATH, { cookies: signedInCookies() });
      await screen.findByText('No messages yet', undefined, SLOW);
      const field = screen.getByRole('textbox', { name: 'Message' });
      await user.type(field, 'Hello{Enter}');
      const form = screen.getByRole('form', { name: 'Write a message' });
      expect((await within(form).findByRole('alert')).textContent).toContain(message);
      expect((field as HTMLTextAreaElement).value).toBe('Hello');
      expect(within(form).getByRole('button', { name: 'Retry' })).toBeTruthy();
    },
  );

  it('says when the messages fail to load, and Try Again loads them', async () => {
    let calls = 0;
    server.use(
      ...workflowPage(),
      http.get('*/v2/workflows/:id/messages', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Failed to load messages'), { status: 403 })
          : HttpResponse.json({ messages: [aSellerMessage()], next_cursor: null });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect((await within(conversation).findByRole('alert', undefined, SLOW)).textContent).toContain(
      'Failed to load messages',
    );
    await user.click(within(conversation).getByRole('button', { name: 'Try Again' }));
    expect(await within(conversation).findByText('Yes, six weeks from the order.')).toBeTruthy();
  });

  it('shows live messages, typing, status changes and proposals without a reload', async () => {
    let workflow = aWorkflow();
    server.use(...workflowPage({ proposals: () => [aProposal()] }));
    // Added last, so they answer first: the workflow as the server holds it now, and its payments.
    server.use(
      getWorkflowHandler(() => workflow),
      paymentsHandler(),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    await screen.findByText('No messages yet', undefined, SLOW);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(`/v2/workflows/${WORKFLOW_ID}/events`);
    act(() => stream.open());

    act(() =>
      stream.emit('typing', {
        workflowId: WORKFLOW_ID,
        userId: SELLER_ID,
        userName: 'Demo Robotics Dealer',
        sellerId: SELLER_ID,
        isTyping: true,
      }),
    );
    expect(screen.getByText('Demo Robotics Dealer is typing...')).toBeTruthy();
    // The user's own typing, echoed by the stream, is not shown.
    act(() =>
      stream.emit('typing', {
        workflowId: WORKFLOW_ID,
        userId: USER_ID,
        userName: 'Grace Hopper',
        sellerId: SELLER_ID,
        isTyping: true,
      }),
    );
    expect(screen.queryByText(/Grace Hopper is typing/)).toBeNull();

    act(() => stream.emit('message', aSellerMessage()));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Yes, six weeks from the order.')).toBeTruthy();
    // A message ends its sender's typing.
    expect(screen.queryByText(/is typing/)).toBeNull();

    expect(screen.queryAllByText('Northgate Robotics')).toHaveLength(0);
    expect(screen.queryAllByText('Price agreed')).toHaveLength(0);
    const second = aProposal({
      id: '9e1f0000-0000-4000-8000-000000000002',
      sellerName: 'Northgate Robotics',
    });
    act(() => stream.emit('proposal', second));
    expect((await screen.findAllByText('Northgate Robotics')).length).toBeGreaterThan(0);

    // The accept moved more than the status: the server now has the agreed price and the seller.
    workflow = aWorkflow({
      status: 'PRICE_AGREED',
      stage: 'NEGOTIATION',
      agreedPrice: '42000.00',
      sellerId: SELLER_ID,
      updatedAt: '2026-03-10T10:00:00Z',
    });
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    act(() =>
      stream.emit('status', {
        workflowId: WORKFLOW_ID,
        status: 'PRICE_AGREED',
        stage: 'NEGOTIATION',
        updatedAt: '2026-03-10T10:00:00Z',
      }),
    );
    expect((await screen.findAllByText('Price agreed')).length).toBeGreaterThan(0);
    // So the Payment card, which needs the agreed price, shows without a reload too.
    const card = await screen.findByRole('region', { name: 'Payment' }, SLOW);
    expect(await within(card).findByText('Not paid yet', undefined, SLOW)).toBeTruthy();
  });

  it('says why live updates stopped when the server ends the stream', async () => {
    server.use(
      ...workflowPage(),
      messagesHandler(() => []),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    await screen.findByText('No messages yet', undefined, SLOW);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    act(() =>
      stream.emit('end', { code: 'access_revoked', message: 'You no longer have access to this workflow' }),
    );
    expect(
      await screen.findByText('Live updates stopped: You no longer have access to this workflow'),
    ).toBeTruthy();
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens no stream for a workflow that is not the user’s', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/workflows/:id', () =>
        HttpResponse.json(errorBody('not_found', 'Workflow not found'), { status: 404 }),
      ),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Workflow not found' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Conversation' })).toBeNull();
    expect(FakeEventSource.opened).toEqual([]);
  });
});
