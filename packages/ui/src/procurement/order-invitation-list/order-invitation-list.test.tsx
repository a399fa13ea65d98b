import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { OrderInvitationList } from './order-invitation-list';

describe('OrderInvitationList', () => {
  it('links each invitation to its workflow, where the seller responds', () => {
    render(
      <OrderInvitationList
        status="ready"
        onRetry={vi.fn()}
        invitations={[
          { id: 'w1', title: 'Welding arm', requestType: 'DIRECT_ORDER', createdAt: '2026-03-04T08:00:00Z' },
        ]}
      />,
      { wrapper: RoboMarketTheme },
    );
    const link = screen.getByRole('link', { name: 'View & respond to Welding arm' });
    expect(link.getAttribute('href')).toBe('/workflow/w1');
    expect(screen.getByText('Direct order')).toBeTruthy();
  });

  it('offers Retry after a failure', async () => {
    const onRetry = vi.fn();
    render(<OrderInvitationList status="error" onRetry={onRetry} />, { wrapper: RoboMarketTheme });
    expect(screen.getByText('Failed to load invitations')).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
