import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { ApprovalCard, type ApprovalCardProps, type ApprovalView } from './approval-card';

const WAITING: ApprovalView = {
  id: 'a1',
  subject_type: 'proposal',
  title: 'Warehouse picking robots',
  seller_name: 'Seller Robotics',
  amount: '64000.00',
  currency: 'USD',
  requested_by_name: 'Pat Purchaser',
  reasons: ['member_limit', 'business_threshold'],
  required_approvals: 2,
  approvals: [{ approver_name: 'Ada Approver' }],
  status: 'PENDING',
  decline_reason: null,
  decided_by_name: null,
  can_decide: true,
  created_at: '2026-03-02T09:00:00Z',
  expires_at: '2026-03-09T09:00:00Z',
};

function setup(props: Partial<ApprovalCardProps> = {}) {
  const handlers = {
    onApprove: vi.fn<ApprovalCardProps['onApprove']>(async () => undefined),
    onDecline: vi.fn<ApprovalCardProps['onDecline']>(async () => undefined),
  };
  render(<ApprovalCard approval={WAITING} {...handlers} {...props} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('ApprovalCard', () => {
  it('shows the award, why it waits and the chain so far', () => {
    setup();
    const card = screen.getByRole('article', { name: 'Warehouse picking robots' });
    expect(card).toHaveTextContent('$64,000.00');
    expect(card).toHaveTextContent("Above the member's spending limit; Above the business-wide threshold");
    expect(card).toHaveTextContent('1 of 2 approvals (Ada Approver)');
    expect(card).toHaveTextContent('Expires Mar 9, 2026');
  });

  it('declines only with a reason, trimmed, and keeps the reason when the decline fails', async () => {
    const onDecline = vi.fn<ApprovalCardProps['onDecline']>(async () =>
      Promise.reject(new Error('The approval request is declined already')),
    );
    const { user } = setup({ onDecline });
    await user.click(screen.getByRole('button', { name: 'Decline Warehouse picking robots' }));
    await user.type(screen.getByLabelText('Reason for declining'), '   ');
    await user.click(screen.getByRole('button', { name: 'Decline award' }));
    expect(screen.getByText('Give a reason for declining')).toBeInTheDocument();
    expect(onDecline).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason for declining'), 'Over budget ');
    await user.click(screen.getByRole('button', { name: 'Decline award' }));
    expect(onDecline).toHaveBeenCalledWith(WAITING, 'Over budget');
    expect(await screen.findByRole('alert')).toHaveTextContent('The approval request is declined already');
    expect(screen.getByLabelText('Reason for declining')).toHaveValue('   Over budget ');
  });

  it('offers no answer to whoever may not decide', () => {
    setup({ approval: { ...WAITING, can_decide: false } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
