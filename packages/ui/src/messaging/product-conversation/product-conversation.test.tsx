import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ASKING_BUYER_ID,
  PRODUCT_SELLER_ID,
  SAMPLE_CONVERSATION_MESSAGES,
  SAMPLE_CONVERSATIONS,
} from '../../internal/fixtures/conversations';
import { SAMPLE_OFFERS } from '../../internal/fixtures/offers';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import {
  CONVERSATION_NOT_FOUND_TEXT,
  ProductConversation,
  type ProductConversationProps,
} from './product-conversation';

function setup(props: Partial<ProductConversationProps> = {}) {
  const handlers = {
    onSend: vi.fn(async () => undefined),
    onMakeOffer: vi.fn(),
    onAcceptOffer: vi.fn(async () => undefined),
    onRejectOffer: vi.fn(async () => undefined),
    onRetry: vi.fn(),
  };
  render(
    <ProductConversation
      status="ready"
      conversation={SAMPLE_CONVERSATIONS[0]}
      viewerId={ASKING_BUYER_ID}
      messages={SAMPLE_CONVERSATION_MESSAGES}
      messagesStatus="ready"
      timeZone="UTC"
      {...handlers}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('ProductConversation', () => {
  it('shows the buyer the product linked, the seller, the messages, and Make an offer', async () => {
    const { user, onSend, onMakeOffer } = setup();
    expect(screen.getByRole('link', { name: 'Six-axis welding arm' })).toHaveAttribute(
      'href',
      '/product/5b2c0000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Seller: Northgate Robotics')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks{Enter}');
    expect(onSend).toHaveBeenCalledWith('Thanks');
    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(onMakeOffer).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Offers in this conversation' })).not.toBeInTheDocument();
  });

  it('gives the seller the offers to answer, and no Make an offer', async () => {
    const { user, onAcceptOffer } = setup({ viewerId: PRODUCT_SELLER_ID, offers: SAMPLE_OFFERS.slice(0, 1) });
    expect(screen.getByText('Buyer: Buyer Works')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offers in this conversation' });
    await user.click(within(offers).getByRole('button', { name: 'Accept offer from Buyer Works' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onAcceptOffer).toHaveBeenCalledWith(SAMPLE_OFFERS[0]));
  });

  it('shows the buyer its offers without the seller’s actions', () => {
    setup({ offers: SAMPLE_OFFERS.slice(0, 1) });
    const offers = screen.getByRole('region', { name: 'Offers in this conversation' });
    expect(within(offers).getByText('Pending')).toBeInTheDocument();
    expect(within(offers).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('keeps a conversation whose product was removed, without its link or Make an offer', () => {
    setup({ conversation: SAMPLE_CONVERSATIONS[2], messages: [] });
    expect(screen.getByText('The seller removed this product.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retired gripper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Ask Leeds Cobots anything about this product before you make an offer.'),
    ).toBeInTheDocument();
  });

  it('has loading, error and not-found states', async () => {
    const { user, onRetry } = setup({ status: 'error', error: 'Network error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    setup({ conversation: null });
    expect(screen.getByText(CONVERSATION_NOT_FOUND_TEXT)).toBeInTheDocument();
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversation...');
  });
});
