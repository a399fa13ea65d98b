import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { LinkRequestList, type LinkRequestListProps, type LinkRequestView } from './link-request-list';

const CHILD: LinkRequestView = {
  id: 'r1',
  business_name: 'Child Works',
  requested_by_email: 'owner@child.example',
  created_at: '2026-03-02T09:00:00Z',
};

function setup(props: Partial<LinkRequestListProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onApprove: vi.fn<LinkRequestListProps['onApprove']>(async () => undefined),
    onDecline: vi.fn<LinkRequestListProps['onDecline']>(async () => undefined),
  };
  render(<LinkRequestList businessName="Acme" status="ready" requests={[CHILD]} {...handlers} {...props} />, {
    wrapper: RoboMarketTheme,
  });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('LinkRequestList', () => {
  it('shows who asks and reports Approve and Decline', async () => {
    const { user, onApprove, onDecline } = setup();
    const row = screen.getByRole('article', { name: 'Child Works' });
    expect(row).toHaveTextContent('Asked by owner@child.example on Mar 2, 2026');
    await user.click(within(row).getByRole('button', { name: 'Approve Child Works' }));
    expect(onApprove).toHaveBeenCalledWith(CHILD);
    await user.click(within(row).getByRole('button', { name: 'Decline Child Works' }));
    expect(onDecline).toHaveBeenCalledWith(CHILD);
  });

  it('shows the busy state and then a failure', async () => {
    let reject: (reason: Error) => void = () => {};
    const { user } = setup({ onApprove: () => new Promise((_, no) => (reject = no)) });
    await user.click(screen.getByRole('button', { name: 'Approve Child Works' }));
    expect(screen.getByRole('button', { name: 'Approving... Child Works' })).toBeDisabled();
    reject(new Error('This link request was already decided'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link request was already decided');
  });

  it('shows empty, loading and a load error', async () => {
    const { unmount } = render(
      <LinkRequestList
        businessName="Acme"
        status="ready"
        requests={[]}
        onRetry={vi.fn()}
        onApprove={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByText('No pending link requests')).toBeInTheDocument();
    unmount();
    const loading = render(
      <LinkRequestList
        businessName="Acme"
        status="loading"
        onRetry={vi.fn()}
        onApprove={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading link requests...');
    loading.unmount();
    const { user, onRetry } = setup({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load link requests');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
