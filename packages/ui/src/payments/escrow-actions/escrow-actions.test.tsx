import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import {
  EscrowActions,
  type EscrowActionsProps,
  type EscrowPaymentView,
  type EscrowRole,
} from './escrow-actions';

const HELD: EscrowPaymentView = {
  id: 'p1',
  amount: '1234.50',
  currency: 'USD',
  status: 'COMPLETED',
  escrowStatus: 'PENDING',
  paymentType: 'ESCROW',
};

function setup(props: Partial<EscrowActionsProps> = {}) {
  const callbacks = {
    onPay: vi.fn(),
    onContinue: vi.fn(),
    onStartOrder: vi.fn(),
    onRelease: vi.fn(),
    onRefund: vi.fn(),
    onMarkDelivered: vi.fn(),
    onOpenDispute: vi.fn(),
  };
  render(
    <EscrowActions
      workflowStatus="PRICE_AGREED"
      viewerRole="buyer"
      agreedPrice="1234.50"
      currency="USD"
      status="ready"
      {...callbacks}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { ...callbacks, user: userEvent.setup({ delay: null }) };
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('EscrowActions', () => {
  // Exactly the moves the server allows (DESIGN.md §4), by status and role.
  const cases: Array<[string, EscrowRole, EscrowPaymentView | null, string[]]> = [
    ['PRICE_AGREED', 'buyer', null, ['Pay $1,234.50']],
    ['PRICE_AGREED', 'seller', null, []],
    ['PRICE_AGREED', 'viewer', null, []],
    ['PAYMENT_PENDING', 'buyer', { ...HELD, status: 'PENDING', escrowStatus: null }, ['Continue to Payment']],
    ['PAYMENT_PENDING', 'seller', { ...HELD, status: 'PENDING', escrowStatus: null }, []],
    ['PAYMENT_COMPLETED', 'buyer', HELD, ['Request Refund']],
    ['PAYMENT_COMPLETED', 'seller', HELD, ['Start Order']],
    ['PAYMENT_COMPLETED', 'viewer', HELD, []],
    // Once the order has started, a dispute replaces the refund (DESIGN.md §5).
    ['ORDER_IN_PROGRESS', 'buyer', HELD, ['Release Funds', 'Open a Dispute']],
    ['ORDER_IN_PROGRESS', 'seller', HELD, ['Mark as Delivered']],
    ['ORDER_IN_PROGRESS', 'seller', { ...HELD, deliveredAt: '2026-03-02T09:00:00Z' }, []],
    ['ORDER_IN_PROGRESS', 'viewer', HELD, []],
    ['ORDER_COMPLETED', 'buyer', { ...HELD, escrowStatus: 'RELEASED' }, []],
    ['ORDER_CANCELLED', 'buyer', { ...HELD, escrowStatus: 'REFUNDED' }, []],
  ];
  it.each(cases)('at %s offers the %s %#', (workflowStatus, role, payment, buttons) => {
    setup({ workflowStatus, viewerRole: role, payment });
    expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
    expect(buttonNames()).toEqual(buttons);
  });

  it('shows nothing before the price is agreed', () => {
    setup({ workflowStatus: 'NEGOTIATION_IN_PROGRESS', agreedPrice: null });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the payment state in words and colour, and the finished states explained', () => {
    setup({ workflowStatus: 'ORDER_COMPLETED', payment: { ...HELD, escrowStatus: 'RELEASED' } });
    expect(screen.getByText('Escrow - RELEASED').getAttribute('data-accent-color')).toBe('green');
    expect(screen.getByText('Funds released to the seller')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
  });

  it('says a refund went back to the buyer', () => {
    setup({
      workflowStatus: 'ORDER_CANCELLED',
      viewerRole: 'viewer',
      payment: { ...HELD, escrowStatus: 'REFUNDED' },
    });
    expect(screen.getByText('Escrow - REFUNDED')).toBeTruthy();
    expect(screen.getByText('Refunded to the buyer')).toBeTruthy();
  });

  it('pays without a dialog: the checkout is where the card is asked for', async () => {
    const { onPay, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pay $1,234.50' }));
    expect(onPay).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('releases only after the buyer confirms, saying what happens', async () => {
    const { onRelease, user } = setup({ workflowStatus: 'ORDER_IN_PROGRESS', payment: HELD });
    await user.click(screen.getByRole('button', { name: 'Release Funds' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release the funds?' });
    expect(dialog.textContent).toContain('Release $1,234.50 to the seller? This cannot be undone.');
    expect(onRelease).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Release Funds' }));
    expect(onRelease).toHaveBeenCalledOnce();
  });

  it('does not refund when the buyer keeps the order', async () => {
    const { onRefund, user } = setup({ workflowStatus: 'PAYMENT_COMPLETED', payment: HELD });
    await user.click(screen.getByRole('button', { name: 'Request Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Request a refund?' });
    expect(dialog.textContent).toContain('Refund $1,234.50 to your card and cancel the order?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(onRefund).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('starts the order for the seller after confirming', async () => {
    const { onStartOrder, user } = setup({
      workflowStatus: 'PAYMENT_COMPLETED',
      viewerRole: 'seller',
      payment: HELD,
    });
    await user.click(screen.getByRole('button', { name: 'Start Order' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Start the order?' })).getByRole('button', {
        name: 'Start Order',
      }),
    );
    expect(onStartOrder).toHaveBeenCalledOnce();
  });

  it('holds every button while a move runs', () => {
    setup({ workflowStatus: 'ORDER_IN_PROGRESS', payment: HELD, busy: 'release' });
    expect(screen.getByRole('button', { name: 'Releasing...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Open a Dispute' })).toHaveProperty('disabled', true);
  });

  it('shows a failed move and stays usable', () => {
    setup({
      workflowStatus: 'PAYMENT_COMPLETED',
      payment: HELD,
      error: { move: 'refund', message: 'The funds were released to the seller already' },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to request the refund: The funds were released to the seller already',
    );
    expect(screen.getByRole('button', { name: 'Request Refund' })).toHaveProperty('disabled', false);
  });

  it('shows loading and a failed load with Try Again', async () => {
    const onRetry = vi.fn();
    setup({ status: 'error', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load payment');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
