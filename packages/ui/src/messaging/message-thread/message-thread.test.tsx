import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { BUYER_ID, SAMPLE_MESSAGES, SELLER_ID } from './message-samples';
import { formatMessageTime, MessageThread, type MessageThreadProps } from './message-thread';

function setup(props: Partial<MessageThreadProps> = {}) {
  const handlers = { onRetry: vi.fn(), onLoadMore: vi.fn() };
  render(
    <MessageThread
      status="ready"
      messages={SAMPLE_MESSAGES}
      viewerId={BUYER_ID}
      timeZone="UTC"
      {...handlers}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('MessageThread', () => {
  it('lists the messages oldest first with sender, en-US time and the viewer’s own marked', () => {
    setup();
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Grace HopperMar 9, 2026, 9:15 AMHello!'),
      expect.stringContaining('Northgate RoboticsMar 9, 2026, 9:42 AMYes, six weeks'),
      expect.stringContaining('Grace Hopper'),
    ]);
    expect(items[0]).toHaveAttribute('data-own', 'true');
    expect(items[1]).not.toHaveAttribute('data-own');
    expect(within(items[1] as HTMLElement).getByText(/Yes, six weeks/)).toHaveAttribute('dir', 'auto');
  });

  it('shows what was typed as text, never as HTML', () => {
    setup();
    expect(screen.getByText('<b>Great</b> — please include the fencing.')).toBeInTheDocument();
    expect(document.querySelector('li b')).toBeNull();
  });

  it('puts the seller’s own messages on its side when the seller looks', () => {
    setup({ viewerId: SELLER_ID });
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-own', 'true');
    expect(items[0]).not.toHaveAttribute('data-own');
  });

  it('announces loading, says when there are no messages, and offers Try Again after a failure', async () => {
    const { unmount } = render(<MessageThread status="loading" viewerId={BUYER_ID} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');
    unmount();
    const empty = render(<MessageThread status="ready" messages={[]} viewerId={BUYER_ID} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
    empty.unmount();
    const { user, onRetry } = setup({ status: 'error', error: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load messages');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers to load more only while more pages remain', async () => {
    const { user, onLoadMore } = setup({ hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Load more messages' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('has no load-more button on the last page', () => {
    setup({ hasMore: false });
    expect(screen.queryByRole('button', { name: 'Load more messages' })).toBeNull();
  });

  it('formats times in en-US and leaves unreadable ones as they came', () => {
    expect(formatMessageTime('2026-12-24T23:30:00Z', 'UTC')).toBe('Dec 24, 2026, 11:30 PM');
    expect(formatMessageTime('yesterday')).toBe('yesterday');
  });
});
