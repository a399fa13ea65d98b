import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ASKING_BUYER_ID,
  PRODUCT_SELLER_ID,
  SAMPLE_CONVERSATIONS,
} from '../../internal/fixtures/conversations';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ConversationList, type ConversationListProps } from './conversation-list';

function setup(props: Partial<ConversationListProps> = {}) {
  const handlers = { onRetry: vi.fn(), onLoadMore: vi.fn() };
  render(
    <ConversationList
      status="ready"
      conversations={SAMPLE_CONVERSATIONS}
      viewerId={ASKING_BUYER_ID}
      timeZone="UTC"
      {...handlers}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('ConversationList', () => {
  it('links each conversation under its product, naming the other side and the last message', () => {
    setup();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Six-axis welding arm' })).toHaveAttribute(
      'href',
      '/messages/c0000000-0000-4000-8000-000000000001',
    );
    expect(first.getByText('Seller: Northgate Robotics')).toBeInTheDocument();
    expect(first.getByText('1 unread message')).toBeInTheDocument();
    expect(first.getByText('Mar 9, 2026, 9:42 AM')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('No messages yet')).toBeInTheDocument();
  });

  it('names the buyer to the seller, and the seller\'s own last message as "You"', () => {
    setup({ viewerId: PRODUCT_SELLER_ID, conversations: SAMPLE_CONVERSATIONS.slice(0, 1) });
    expect(screen.getByText('Buyer: Buyer Works')).toBeInTheDocument();
    expect(screen.getByText('You: Yes, it is rated for 20 kg at full reach.')).toBeInTheDocument();
  });

  it('shows the message bodies as text, never as markup', () => {
    const [first] = SAMPLE_CONVERSATIONS;
    if (first?.lastMessage === undefined || first.lastMessage === null) throw new Error('no sample');
    setup({ conversations: [{ ...first, lastMessage: { ...first.lastMessage, body: '<b>bold</b>' } }] });
    expect(screen.getByText('Northgate Robotics: <b>bold</b>')).toBeInTheDocument();
  });

  it('has loading, empty, error and load-more states', async () => {
    const { user, onRetry, onLoadMore } = setup({ status: 'error', error: 'Network error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    const more = setup({ hasMore: true });
    await more.user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    expect(more.onLoadMore).toHaveBeenCalledOnce();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('says when there are none yet, and announces loading', () => {
    setup({ conversations: [] });
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversations...');
  });
});
