import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { InvitationList, type InvitationListProps, type InvitationView } from './invitation-list';

const DEALER: InvitationView = {
  id: 'a1',
  business_name: 'Demo Robotics Dealer',
  role: 'MEMBER',
  expires_at: '2026-03-16T09:00:00Z',
};
const LABS: InvitationView = {
  id: 'a2',
  business_name: 'Acme Labs',
  role: 'ADMIN',
  expires_at: '2026-03-20T09:00:00Z',
};

function setup(props: Partial<InvitationListProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onAccept: vi.fn<InvitationListProps['onAccept']>(async () => undefined),
    onDecline: vi.fn<InvitationListProps['onDecline']>(async () => undefined),
  };
  render(<InvitationList status="ready" invitations={[DEALER, LABS]} {...handlers} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('InvitationList', () => {
  it('shows each invitation with its business, role and expiry', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Invitations' })).toBeInTheDocument();
    const dealer = screen.getByRole('article', { name: 'Demo Robotics Dealer' });
    expect(within(dealer).getByText('Member')).toBeInTheDocument();
    expect(within(dealer).getByText(/expires Mar 16, 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Acme Labs' })).getByText('Admin')).toBeInTheDocument();
  });

  it('reports Accept and Decline for the invitation they belong to', async () => {
    const { user, onAccept, onDecline } = setup();
    await user.click(
      within(screen.getByRole('article', { name: 'Acme Labs' })).getByRole('button', { name: 'Accept' }),
    );
    expect(onAccept).toHaveBeenCalledWith(LABS);
    await user.click(
      within(screen.getByRole('article', { name: 'Demo Robotics Dealer' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(onDecline).toHaveBeenCalledWith(DEALER);
  });

  it('shows the busy state while answering, then the failure beside that invitation', async () => {
    let reject: (reason: Error) => void = () => {};
    const { user } = setup({ onAccept: () => new Promise((_, no) => (reject = no)) });
    const dealer = screen.getByRole('article', { name: 'Demo Robotics Dealer' });
    await user.click(within(dealer).getByRole('button', { name: 'Accept' }));
    expect(within(dealer).getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    expect(within(dealer).getByRole('button', { name: 'Decline' })).toBeDisabled();
    reject(new Error('Invitation not found'));
    expect(await within(dealer).findByRole('alert')).toHaveTextContent('Invitation not found');
    expect(within(dealer).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(screen.getByRole('article', { name: 'Acme Labs' })).queryByRole('alert')).toBeNull();
  });

  it('shows loading, empty and load error with Try Again', async () => {
    const { unmount } = render(
      <InvitationList status="loading" onRetry={vi.fn()} onAccept={vi.fn()} onDecline={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading invitations...');
    unmount();
    const empty = render(
      <InvitationList
        status="ready"
        invitations={[]}
        onRetry={vi.fn()}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByText('No pending invitations')).toBeInTheDocument();
    empty.unmount();
    const { user, onRetry } = setup({ status: 'error', error: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load invitations');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
