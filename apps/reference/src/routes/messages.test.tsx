import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import {
  aConversation,
  aConversationMessage,
  aConversationOffer,
  CONVERSATION_ID,
  conversationHandlers,
} from '../test/conversation-fixtures';
import { server } from '../test/msw-server';
import { aProduct, SELLER_ID } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const SLOW = { timeout: 10_000 };

describe('Contact Seller on the product page', () => {
  it('opens the conversation about the product and goes to it', async () => {
    const product = aProduct({ name: 'Welding Arm' });
    const opened: unknown[] = [];
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
      http.post('*/v2/products/:id/conversations', async ({ request, params }) => {
        opened.push({ productId: params.id, body: await request.json() });
        return HttpResponse.json(aConversation({ productId: product.id }), { status: 201 });
      }),
      ...conversationHandlers(
        () => aConversation({ productId: product.id }),
        () => [],
      ),
    );
    const { router } = renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }, SLOW));
    await waitFor(() => expect(opened).toEqual([{ productId: product.id, body: {} }]), SLOW);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION_ID}`), SLOW);
    expect(await screen.findByText('Seller: Demo Robotics Dealer', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welding Arm' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Question about Welding Arm · RoboMarket'), SLOW);
  });

  it("is not offered to the product's own seller", async () => {
    const seller = aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' });
    const product = aProduct({ seller_id: SELLER_ID });
    server.use(
      meHandler(seller),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
    );
    renderApp(`/product/${product.id}`, { cookies: signedInCookies(SELLER_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: product.name }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).toBeNull();
  });

  it('says why when the conversation cannot be opened, and stays on the product', async () => {
    const product = aProduct();
    server.use(
      meHandler(),
      http.get('*/v2/products/:id/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
      http.post('*/v2/products/:id/conversations', () =>
        HttpResponse.json(errorBody('forbidden', 'You cannot contact your own business about its product'), {
          status: 403,
        }),
      ),
    );
    const { router } = renderApp(`/product/${product.id}`, { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }, SLOW));
    expect(
      await screen.findByText('You cannot contact your own business about its product', {}, SLOW),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/product/${product.id}`);
  });
});

describe('the conversation page', () => {
  it('lets the buyer ask, then make an offer that shows in the conversation', async () => {
    const product = aProduct({ id: aConversation().productId ?? '', name: 'Welding Arm', price: '30000.00' });
    let messages = [
      aConversationMessage({ senderId: SELLER_ID, senderName: 'Demo Robotics Dealer', body: 'Hello!' }),
    ];
    let offers: ReturnType<typeof aConversationOffer>[] = [];
    const sentMessages: unknown[] = [];
    const sentOffers: unknown[] = [];
    server.use(
      meHandler(),
      ...conversationHandlers(
        aConversation,
        () => messages,
        () => offers,
      ),
      http.get('*/v2/products/:id', () => HttpResponse.json(product)),
      http.post('*/v2/conversations/:id/messages', async ({ request }) => {
        const body = (await request.json()) as { body: string };
        sentMessages.push(body);
        const message = aConversationMessage({ id: 'd0000000-0000-4000-8000-0000000000d2', body: body.body });
        messages = [...messages, message];
        return HttpResponse.json(message, { status: 201 });
      }),
      http.post('*/v2/products/:id/offers', async ({ request }) => {
        sentOffers.push(await request.json());
        offers = [aConversationOffer()];
        return HttpResponse.json(offers[0], { status: 201 });
      }),
    );
    renderApp(`/messages/${CONVERSATION_ID}`, { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Hello!', {}, SLOW)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it rated for 20 kg?{Enter}');
    await waitFor(() => expect(sentMessages).toEqual([{ body: 'Is it rated for 20 kg?' }]), SLOW);
    expect(await screen.findByText('Is it rated for 20 kg?', {}, SLOW)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Make an offer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Make an Offer' });
    await user.type(within(dialog).getByLabelText('Your price per unit'), '30000');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(sentOffers).toEqual([{ price: '30000.00', quantity: 2 }]), SLOW);
    const offersSection = await screen.findByRole('region', { name: 'Offers in this conversation' }, SLOW);
    expect(within(offersSection).getByText('Pending')).toBeTruthy();
  });

  it('lets the seller accept the offer from the conversation', async () => {
    const seller = aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' });
    const moves: unknown[] = [];
    server.use(
      meHandler(seller),
      ...conversationHandlers(
        aConversation,
        () => [aConversationMessage()],
        () => [aConversationOffer()],
      ),
      http.put('*/v2/products/:id/offers/:offerId', async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(aConversationOffer({ status: 'ACCEPTED', agreedPrice: '30000.00' }));
      }),
    );
    renderApp(`/messages/${CONVERSATION_ID}`, { cookies: signedInCookies(SELLER_ID) });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Buyer: Ada Lovelace', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Accept offer from Ada Lovelace' }, SLOW));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(moves).toEqual([{ status: 'ACCEPTED' }]), SLOW);
    expect(await screen.findByText('Offer accepted', {}, SLOW)).toBeTruthy();
  });

  it('says a conversation the caller is not part of is not found', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/conversations/:id', () =>
        HttpResponse.json(errorBody('not_found', 'Conversation not found'), { status: 404 }),
      ),
      http.get('*/v2/conversations/:id/messages', () =>
        HttpResponse.json(errorBody('not_found', 'Conversation not found'), { status: 404 }),
      ),
    );
    renderApp(`/messages/${CONVERSATION_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByText('Conversation not found', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toBeTruthy();
  });
});

describe('the Messages page', () => {
  it("lists the caller's conversations with their last message and unread count", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/conversations', () =>
        HttpResponse.json({
          conversations: [
            aConversation({
              unreadCount: 2,
              lastMessage: aConversationMessage({
                senderId: SELLER_ID,
                senderName: 'Demo Robotics Dealer',
                body: 'Yes, 20 kg.',
              }),
            }),
          ],
          next_cursor: null,
        }),
      ),
    );
    renderApp('/messages', { cookies: signedInCookies() });
    const link = await screen.findByRole('link', { name: 'Welding Arm' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/messages/${CONVERSATION_ID}`);
    expect(screen.getByText('Seller: Demo Robotics Dealer')).toBeTruthy();
    expect(screen.getByText('Demo Robotics Dealer: Yes, 20 kg.')).toBeTruthy();
    expect(screen.getByText('2 unread messages')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Messages · RoboMarket'), SLOW);
  });

  it('says when there are none yet', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/conversations', () => HttpResponse.json({ conversations: [], next_cursor: null })),
    );
    renderApp('/messages', { cookies: signedInCookies() });
    expect(await screen.findByText('No conversations yet', {}, SLOW)).toBeTruthy();
  });

  it('shows a failure with Try Again', async () => {
    let fail = true;
    server.use(
      meHandler(),
      http.get('*/v2/conversations', () =>
        fail
          ? HttpResponse.json(errorBody('internal', 'Something went wrong'), { status: 500 })
          : HttpResponse.json({ conversations: [aConversation()], next_cursor: null }),
      ),
    );
    renderApp('/messages', { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 20_000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Welding Arm' }, SLOW)).toBeTruthy();
  });

  it('is in the profile menu', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/conversations', () => HttpResponse.json({ conversations: [], next_cursor: null })),
    );
    renderApp('/messages', { cookies: signedInCookies() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }, SLOW));
    expect(await screen.findByRole('menuitem', { name: 'Messages' }, SLOW)).toBeTruthy();
  });
});
