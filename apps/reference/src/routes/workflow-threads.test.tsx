import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { FakeEventSource } from '../test/fake-event-source';
import { aMessage, aSellerMessage, aThread, threadsHandler } from '../test/messaging-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aDocument,
  aWorkflow,
  getWorkflowHandler,
  proposalsHandler,
  rfpsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };
const PATH = `/workflow/${WORKFLOW_ID}`;
const OTHER_SELLER_ID = '8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BUYER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const northgate = () => aThread({ sellerName: 'Demo Robotics Dealer', unreadMessages: 2 });
const harbor = () =>
  aThread({ sellerId: OTHER_SELLER_ID, sellerName: 'Harbor Automation', unreadMessages: 1 });
const harborMessage = () =>
  aSellerMessage({
    id: '3e550000-0000-4000-8000-000000000007',
    senderId: OTHER_SELLER_ID,
    senderName: 'Harbor Automation',
    sellerId: OTHER_SELLER_ID,
    body: 'We can start in April.',
  });

/** The thread-scoped server: messages and documents per `sellerId`, recording what was asked and sent. */
function threadServer(threads: () => ReturnType<typeof aThread>[]) {
  const asked: { messages: (string | null)[]; documents: (string | null)[] } = {
    messages: [],
    documents: [],
  };
  const sent: unknown[] = [];
  const typing: unknown[] = [];
  const uploads: string[] = [];
  server.use(
    meHandler(),
    getWorkflowHandler(() => aWorkflow()),
    proposalsHandler(() => []),
    rfpsHandler([]),
    threadsHandler(threads),
    http.get('*/v2/workflows/:id/messages', ({ request }) => {
      const sellerId = new URL(request.url).searchParams.get('sellerId');
      asked.messages.push(sellerId);
      const messages = sellerId === OTHER_SELLER_ID ? [harborMessage()] : [aMessage(), aSellerMessage()];
      return HttpResponse.json({ messages, next_cursor: null });
    }),
    http.get('*/v2/workflows/:id/documents', ({ request }) => {
      const sellerId = new URL(request.url).searchParams.get('sellerId');
      asked.documents.push(sellerId);
      const documents =
        sellerId === OTHER_SELLER_ID
          ? [aDocument({ originalName: 'Harbor quote.pdf', sellerId: OTHER_SELLER_ID })]
          : [aDocument({ originalName: 'Northgate quote.pdf', sellerId: SELLER_ID })];
      return HttpResponse.json({ documents, next_cursor: null });
    }),
    http.post<Record<string, string>, { body: string; sellerId?: string; broadcast?: boolean }>(
      '*/v2/workflows/:id/messages',
      async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json(
          aMessage({
            id: `3e550000-0000-4000-8000-00000000010${sent.length}`,
            body: body.body,
            sellerId: body.sellerId ?? null,
          }),
          { status: 201 },
        );
      },
    ),
    http.post('*/v2/workflows/:id/typing', async ({ request }) => {
      typing.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/v2/workflows/:id/documents', ({ request }) => {
      uploads.push(new URL(request.url).search);
      return HttpResponse.json(aDocument({ originalName: 'Drawings.pdf' }), { status: 201 });
    }),
  );
  return { asked, sent, typing, uploads };
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('private threads on the workflow page', { timeout: 30_000 }, () => {
  it('lets the buyer switch between the sellers’ threads, each with its own messages and documents', async () => {
    const { asked, sent, uploads } = threadServer(() => [northgate(), harbor()]);
    const { user, router } = renderApp(PATH, { cookies: signedInCookies() });

    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    const list = await within(conversation).findByRole(
      'navigation',
      { name: 'Conversations with sellers' },
      SLOW,
    );
    const first = within(list).getByRole('button', { name: /Demo Robotics Dealer/ });
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(within(list).getByRole('button', { name: /Harbor Automation/ }).textContent).toContain(
      '1 unread message',
    );
    expect(
      await within(conversation).findByText('Yes, six weeks from the order.', undefined, SLOW),
    ).toBeTruthy();
    expect(await screen.findByText('Northgate quote.pdf', undefined, SLOW)).toBeTruthy();
    expect(asked.messages).toEqual([SELLER_ID]);

    await user.click(within(list).getByRole('button', { name: /Harbor Automation/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?thread=${OTHER_SELLER_ID}`));
    expect(await within(conversation).findByText('We can start in April.', undefined, SLOW)).toBeTruthy();
    expect(within(conversation).queryByText('Yes, six weeks from the order.')).toBeNull();
    expect(await screen.findByText('Harbor quote.pdf', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('Northgate quote.pdf')).toBeNull();
    expect(asked.documents).toEqual([SELLER_ID, OTHER_SELLER_ID]);

    await user.upload(
      screen.getByLabelText('Document to upload'),
      new File(['%PDF'], 'Questions.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(uploads).toEqual([`?sellerId=${OTHER_SELLER_ID}`]));
    const field = within(conversation).getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Which warranty?{Enter}');
    await waitFor(() => expect(sent).toEqual([{ body: 'Which warranty?', sellerId: OTHER_SELLER_ID }]));
    await user.click(within(conversation).getByRole('checkbox', { name: 'Send to all sellers' }));
    await user.type(field, 'Site visit on Friday.{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ body: 'Site visit on Friday.', broadcast: true });
  });

  it('opens the thread the address names', async () => {
    threadServer(() => [northgate(), harbor()]);
    renderApp(`${PATH}?thread=${OTHER_SELLER_ID}`, { cookies: signedInCookies() });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(await within(conversation).findByText('We can start in April.', undefined, SLOW)).toBeTruthy();
    expect(
      within(conversation)
        .getByRole('button', { name: /Harbor Automation/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('opens the thread with the latest message when the address names none', async () => {
    threadServer(() => [
      aThread({ ...northgate(), lastMessageAt: '2026-03-09T09:42:00Z' }),
      aThread({ ...harbor(), lastMessageAt: '2026-03-10T08:00:00Z' }),
    ]);
    renderApp(PATH, { cookies: signedInCookies() });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(await within(conversation).findByText('We can start in April.', undefined, SLOW)).toBeTruthy();
  });

  it('refreshes the unread counts when a message arrives in another thread, and shows typing of the open one only', async () => {
    let harborUnread = 1;
    threadServer(() => [northgate(), aThread({ ...harbor(), unreadMessages: harborUnread })]);
    renderApp(PATH, { cookies: signedInCookies() });
    const list = await screen.findByRole('navigation', { name: 'Conversations with sellers' }, SLOW);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    harborUnread = 2;
    act(() => stream.emit('message', harborMessage()));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /Harbor Automation/ }).textContent).toContain(
        '2 unread messages',
      ),
    );
    // Not shown in the thread that is open.
    expect(screen.queryByText('We can start in April.')).toBeNull();
    act(() =>
      stream.emit('typing', {
        workflowId: WORKFLOW_ID,
        userId: OTHER_SELLER_ID,
        userName: 'Harbor Automation',
        sellerId: OTHER_SELLER_ID,
        isTyping: true,
      }),
    );
    expect(screen.queryByText('Harbor Automation is typing...')).toBeNull();
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
  });

  it('shows a seller its own thread only, without a list or a broadcast', async () => {
    const { sent, typing } = threadServer(() => [aThread({ sellerId: USER_ID, sellerName: 'Grace Hopper' })]);
    server.use(getWorkflowHandler(() => aWorkflow({ buyerId: BUYER_ID })));
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    const field = await within(conversation).findByRole('textbox', { name: 'Message' }, SLOW);
    expect(within(conversation).queryByRole('navigation')).toBeNull();
    expect(within(conversation).queryByRole('checkbox')).toBeNull();
    await user.type(field, 'Ready when you are.{Enter}');
    await waitFor(() => expect(sent).toEqual([{ body: 'Ready when you are.' }]));
    await waitFor(() => expect(typing).toEqual([{ isTyping: true }, { isTyping: false }]));
  });

  it('shows the seller that did not win its thread closed, without the composer', async () => {
    threadServer(() => [aThread({ sellerId: USER_ID, sellerName: 'Grace Hopper', readOnly: true })]);
    server.use(getWorkflowHandler(() => aWorkflow({ buyerId: BUYER_ID, status: 'PRICE_AGREED' })));
    renderApp(PATH, { cookies: signedInCookies() });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(
      await within(conversation).findByText(
        'This conversation is closed: the deal went to another seller.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(
      await within(conversation).findByText('Yes, six weeks from the order.', undefined, SLOW),
    ).toBeTruthy();
    expect(within(conversation).queryByRole('textbox', { name: 'Message' })).toBeNull();
    // Its documents stay listed; nothing more is uploaded.
    expect(await screen.findByText('Northgate quote.pdf', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Document to upload')).toBeNull();
  });

  it('reads the thread again when the award ends the losing seller’s stream', async () => {
    let readOnly = false;
    threadServer(() => [aThread({ sellerId: USER_ID, sellerName: 'Grace Hopper', readOnly })]);
    server.use(getWorkflowHandler(() => aWorkflow({ buyerId: BUYER_ID })));
    renderApp(PATH, { cookies: signedInCookies() });
    await screen.findByRole('textbox', { name: 'Message' }, SLOW);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.latest().open());
    readOnly = true;
    act(() =>
      FakeEventSource.latest().emit('end', {
        code: 'access_revoked',
        message: 'The deal went to another seller',
      }),
    );
    expect(
      await screen.findByText(
        'This conversation is closed: the deal went to another seller.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('tells the buyer no seller has joined yet, with nothing to write to; a document is shared with all', async () => {
    const { uploads } = threadServer(() => []);
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const conversation = await screen.findByRole('complementary', { name: 'Conversation' }, SLOW);
    expect(await within(conversation).findByText('No sellers yet', undefined, SLOW)).toBeTruthy();
    expect(within(conversation).queryByRole('textbox')).toBeNull();
    const input = await screen.findByLabelText('Document to upload', {}, SLOW);
    await user.upload(input, new File(['%PDF'], 'Drawings.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toEqual(['?broadcast=true']));
  });
});
