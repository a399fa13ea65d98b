import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { type PaymentView, paymentColor, paymentStatusText } from '../../views/payment-view';
import { PaymentTable } from './payment-table';

const wrapper = RoboMarketTheme;

const payment = (id: string, overrides: Partial<PaymentView> = {}): PaymentView => ({
  id,
  amount: '12500.49',
  currency: 'USD',
  status: 'COMPLETED',
  escrowStatus: 'PENDING',
  paymentType: 'ESCROW',
  createdAt: '2026-03-09T10:00:00Z',
  workflowId: `wf-${id}`,
  ...overrides,
});

describe('PaymentTable', () => {
  it('lists each payment in the order given: amount without decimals, status in words, en-US date, link', () => {
    render(
      <PaymentTable
        status="ready"
        payments={[
          payment('a', { amount: '42000.50', escrowStatus: 'RELEASED', createdAt: '2026-03-10T10:00:00Z' }),
          payment('b', { status: 'EXPIRED', escrowStatus: null, createdAt: '2026-03-01T10:00:00Z' }),
          payment('c', { paymentType: 'DIRECT', escrowStatus: null, status: 'FAILED' }),
        ]}
      />,
      { wrapper },
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    const [, first, second, third] = within(table).getAllByRole('row');
    if (!first || !second || !third) throw new Error('expected three rows');
    const rows = [first, second, third];
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '$42,001',
      '$12,500',
      '$12,500',
    ]);
    expect(within(first).getByText('Escrow - RELEASED')).toBeTruthy();
    expect(within(first).getByText('Mar 10, 2026')).toBeTruthy();
    expect(within(second).getByText('Escrow - EXPIRED')).toBeTruthy();
    expect(within(third).getByText('FAILED')).toBeTruthy();
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/workflow/wf-a',
      '/workflow/wf-b',
      '/workflow/wf-c',
    ]);
    // The visible words are exactly 'View Workflow'; the rest of the name tells the rows apart.
    expect(links[0]?.firstChild?.textContent).toBe('View Workflow');
    expect(
      screen.getByRole('link', { name: 'View Workflow for the payment of $42,001 on Mar 10, 2026' }),
    ).toBeTruthy();
  });

  it("says 'No Payments Found' when there are none", () => {
    render(<PaymentTable status="ready" payments={[]} />, { wrapper });
    expect(screen.getByText('No Payments Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows skeleton rows, busy, while loading', () => {
    render(<PaymentTable status="loading" />, { wrapper });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading payments...');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the failure with Try Again', async () => {
    const onRetry = vi.fn();
    render(<PaymentTable status="error" error="No response received from server" onRetry={onRetry} />, {
      wrapper,
    });
    expect(screen.getByRole('alert').textContent).toContain('No response received from server');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("falls back to 'Failed to load payments'", () => {
    render(<PaymentTable status="error" error=" " />, { wrapper });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load payments');
  });

  it("offers Load more only while there is a next page, and reads 'Loading...' while it comes", async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <PaymentTable status="ready" payments={[payment('a')]} onLoadMore={onLoadMore} />,
      { wrapper },
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    rerender(<PaymentTable status="ready" payments={[payment('a')]} hasMore onLoadMore={onLoadMore} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <PaymentTable status="ready" payments={[payment('a')]} hasMore loadingMore onLoadMore={onLoadMore} />,
    );
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('scrolls inside a labelled, focusable region', () => {
    render(<PaymentTable status="ready" payments={[payment('a')]} label="Payment history" />, { wrapper });
    const region = screen.getByRole('region', { name: 'Payment history' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: 'Payment history' })).toBeTruthy();
  });
});

describe('paymentColor and paymentStatusText (product-spec §4)', () => {
  it.each([
    ['COMPLETED', 'RELEASED', 'green'],
    ['COMPLETED', 'PENDING', 'orange'],
    ['FAILED', null, 'red'],
    ['EXPIRED', null, 'red'],
    ['PENDING', null, 'gray'],
    ['COMPLETED', 'REFUNDED', 'gray'],
  ])('%s with escrow %s is %s', (status, escrowStatus, colour) => {
    expect(paymentColor({ status, escrowStatus })).toBe(colour);
  });

  it("reads 'Escrow - {escrowStatus}' for escrow payments, else the status", () => {
    expect(paymentStatusText(payment('a'))).toBe('Escrow - PENDING');
    expect(paymentStatusText(payment('a', { escrowStatus: null, status: 'PENDING' }))).toBe(
      'Escrow - PENDING',
    );
    expect(paymentStatusText(payment('a', { paymentType: 'DIRECT', status: 'COMPLETED' }))).toBe('COMPLETED');
  });
});
