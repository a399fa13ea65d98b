import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import type { PaymentView } from '../../views/payment-view';
import { KeyMetrics } from './key-metrics';
import { QuickActions } from './quick-actions';
import { RecentTransactions } from './recent-transactions';

const wrapper = RoboMarketTheme;

const payment = (id: string, createdAt: string, overrides: Partial<PaymentView> = {}): PaymentView => ({
  id,
  amount: '12500.49',
  currency: 'USD',
  status: 'COMPLETED',
  escrowStatus: 'PENDING',
  paymentType: 'ESCROW',
  createdAt,
  workflowId: `wf-${id}`,
  ...overrides,
});

describe('KeyMetrics', () => {
  it('shows the figures it is given, money without decimals', () => {
    render(
      <KeyMetrics
        status="ready"
        metrics={{ totalSpend: '1250000.00', activeWorkflows: 5, savings: '180000.00', currency: 'USD' }}
      />,
      { wrapper },
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Total Spend', 'Active Workflows', 'Savings']);
    expect(values).toEqual(['$1,250,000', '5', '$180,000']);
  });

  it('formats totals above 13 integer digits exactly (the contract’s MoneyTotal)', () => {
    render(
      <KeyMetrics
        status="ready"
        metrics={{
          totalSpend: '19999999999999.98',
          activeWorkflows: 2,
          savings: '123456789012345678.49',
          currency: 'USD',
        }}
      />,
      { wrapper },
    );
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['$20,000,000,000,000', '2', '$123,456,789,012,345,678']);
  });

  it('shows a failure with Try Again', async () => {
    const onRetry = vi.fn();
    render(<KeyMetrics status="error" onRetry={onRetry} />, { wrapper });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load metrics');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('RecentTransactions', () => {
  it('shows the 3 most recent payments, in dollars without decimals', () => {
    render(
      <RecentTransactions
        status="ready"
        payments={[
          payment('a', '2026-01-01T00:00:00Z'),
          payment('b', '2026-03-01T00:00:00Z', { escrowStatus: 'RELEASED', amount: '99.50' }),
          payment('c', '2026-02-01T00:00:00Z', {
            status: 'FAILED',
            paymentType: 'DIRECT',
            escrowStatus: null,
          }),
          payment('d', '2026-02-15T00:00:00Z'),
        ]}
      />,
      { wrapper },
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('$100');
    expect(rows[0]).toHaveTextContent('Escrow - RELEASED');
    expect(rows[0]).toHaveTextContent('Mar 1, 2026');
    expect(rows[1]).toHaveTextContent('$12,500');
    expect(rows[2]).toHaveTextContent('FAILED');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'View Workflow' })).toHaveAttribute(
      'href',
      '/workflow/wf-b',
    );
  });

  it("says 'No recent transactions' when there are none", () => {
    render(<RecentTransactions status="ready" payments={[]} />, { wrapper });
    expect(screen.getByText('No recent transactions')).toBeInTheDocument();
  });

  it("says 'Failed to load payments' when they could not be loaded", () => {
    render(<RecentTransactions status="error" />, { wrapper });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load payments');
  });
});

describe('QuickActions', () => {
  const labels = () => screen.queryAllByRole('link').map((link) => link.textContent);
  const SELLER = ['Create New Workflow', 'View All Workflows', 'RFP Marketplace', 'Payment History'];

  it.each(['dealer', 'parent_dealership', 'child_dealership'] as const)(
    'gives %s the four actions',
    (role) => {
      render(<QuickActions userRole={role} />, { wrapper });
      expect(labels()).toEqual(SELLER);
    },
  );

  it('gives a customer Account Settings as well', () => {
    render(<QuickActions userRole="customer" />, { wrapper });
    expect(labels()).toEqual([...SELLER, 'Account Settings']);
  });

  it('hides the section for other roles', () => {
    render(<QuickActions userRole="admin" />, { wrapper });
    expect(screen.queryByRole('heading', { name: 'Quick Actions' })).toBeNull();
  });

  it('leaves out actions whose screen is not built', () => {
    render(<QuickActions userRole="dealer" isAvailable={(href) => href !== '/payments'} />, { wrapper });
    expect(labels()).toEqual(['Create New Workflow', 'View All Workflows', 'RFP Marketplace']);
  });
});
