import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ThreadList, type ThreadListProps } from './thread-list';
import { SAMPLE_THREADS } from './thread-samples';

function setup(props: Partial<ThreadListProps> = {}) {
  const handlers = { onSelect: vi.fn(), onRetry: vi.fn() };
  render(
    <ThreadList
      status="ready"
      threads={SAMPLE_THREADS}
      selectedSellerId={SAMPLE_THREADS[1]?.sellerId}
      {...handlers}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('ThreadList', () => {
  it('lists each seller with its unread count and a closed mark, the shown one current', () => {
    setup();
    const entries = within(
      screen.getByRole('navigation', { name: 'Conversations with sellers' }),
    ).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Northgate Robotics33 unread messages',
      'Harbor Automation',
      'Leeds Cobots99+120 unread messagesClosed',
    ]);
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('picks a thread by click or keyboard', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('button', { name: /Northgate/ }));
    expect(onSelect).toHaveBeenLastCalledWith(SAMPLE_THREADS[0]?.sellerId);
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(SAMPLE_THREADS[2]?.sellerId);
  });

  it('announces loading, says when no seller has joined, and offers Try Again after a failure', async () => {
    const loading = render(<ThreadList status="loading" onSelect={vi.fn()} />, { wrapper: RoboMarketTheme });
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversations...');
    loading.unmount();
    const empty = render(<ThreadList status="ready" threads={[]} onSelect={vi.fn()} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByText('No sellers yet')).toBeInTheDocument();
    empty.unmount();
    const { user, onRetry } = setup({ status: 'error', error: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load conversations');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
