import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { caretAfterGrouping, checkCard, formatExpiry, groupCardNumber } from './card-checks';
import { SandboxCheckout, type SandboxCheckoutPayment, type SandboxCheckoutProps } from './sandbox-checkout';

const PAYMENT: SandboxCheckoutPayment = {
  id: '3f0c8a4e-7b1d-4c2e-9a5f-6d8e1b2c3a4f',
  amount: '12500.50',
  currency: 'USD',
  status: 'PENDING',
  workflowId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
};
const TODAY = new Date(2026, 10, 23);

function apiError(status: number, code: string, message: string) {
  return Object.assign(new Error(message), { status, code, fields: [] });
}

function setup(props: Partial<SandboxCheckoutProps> = {}) {
  const onPay = vi.fn<(cardNumber: string) => Promise<unknown>>(() => Promise.resolve());
  render(
    <SandboxCheckout
      status="ready"
      payment={PAYMENT}
      workflowTitle="Six AMRs for the Leeds warehouse"
      onPay={onPay}
      today={TODAY}
      {...props}
    />,
    { wrapper: RoboMarketTheme },
  );
  return { user: userEvent.setup({ delay: null }), onPay };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1228');
  await user.type(screen.getByLabelText('CVC'), '123');
}

const payButton = () => screen.getByRole('button', { name: 'Pay $12,500.50' });

describe('SandboxCheckout', () => {
  it('shows what is paid for, the amount with cents, the escrow promise and the test cards', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Six AMRs for the Leeds warehouse' })).toBeInTheDocument();
    expect(screen.getByText('$12,500.50')).toBeInTheDocument();
    expect(screen.getByText('Funds are held in escrow until you release them')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(cards).toEqual([
      '4242 4242 4242 4242 succeeds',
      '4000 0000 0000 0002 is declined',
      '4000 0000 0000 9995 has insufficient funds',
    ]);
    expect(payButton()).toBeEnabled();
  });

  it('shows the amount in the payment currency', () => {
    setup({ payment: { ...PAYMENT, currency: 'EUR', amount: '980.00' } });
    expect(screen.getByRole('button', { name: 'Pay €980.00' })).toBeInTheDocument();
  });

  it('groups the card number by 4 as typed, with the numeric keyboard and card autofill', async () => {
    const { user } = setup();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(number, '4242424242');
    expect(number).toHaveValue('4242 4242 42');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1228');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 28');
  });

  it('sends only the card number, without spaces, and then says the payment is done', async () => {
    const { user, onPay } = setup();
    await fillCard(user);
    await user.click(payButton());
    expect(onPay).toHaveBeenCalledExactlyOnceWith('4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Workflow' })).toHaveAttribute(
      'href',
      `/workflow/${PAYMENT.workflowId}`,
    );
  });

  it('checks each field on the device and sends nothing while one is wrong', async () => {
    const { user, onPay } = setup();
    await user.click(payButton());
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAccessibleDescription('Enter your card number.');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription('Enter the expiry date.');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Enter the CVC.');

    await user.type(number, '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1026');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(payButton());
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription('Your card has expired.');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('The CVC is 3 or 4 digits.');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('accepts a card that expires this month', async () => {
    const { user, onPay } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1126');
    await user.type(screen.getByLabelText('CVC'), '1234');
    await user.click(payButton());
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('pays once however often Pay is pressed, showing Processing... meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    const onPay = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user } = setup({ onPay });
    await fillCard(user);
    await user.dblClick(payButton());
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Processing...' }));
    expect(onPay).toHaveBeenCalledOnce();
    finish(PAYMENT);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it.each([
    ['card_declined', 'Your card was declined. Try another card.'],
    ['insufficient_funds', 'Your card has insufficient funds. Try another card.'],
  ])('explains a %s decline, keeps expiry and CVC and goes back to the card number', async (code, text) => {
    const onPay = vi.fn(() => Promise.reject(apiError(402, code, 'Server wording')));
    const { user } = setup({ onPay });
    await fillCard(user, '4000000000000002');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 28');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    // The next card replaces the selected number.
    await user.keyboard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(payButton()).toBeEnabled();
  });

  it("shows an unknown card's message from the server", async () => {
    const onPay = vi.fn(() => Promise.reject(apiError(400, 'validation_failed', 'Unknown test card')));
    const { user } = setup({ onPay });
    await fillCard(user, '5555555555554444');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown test card');
  });

  it('shows any other failure by its message, or a fallback', async () => {
    const onPay = vi
      .fn<(cardNumber: string) => Promise<unknown>>()
      .mockRejectedValueOnce(apiError(409, 'conflict', 'This payment is no longer open'))
      .mockRejectedValueOnce({});
    const { user } = setup({ onPay });
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is no longer open');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
  });

  it('says a paid payment is complete, with View Workflow', () => {
    setup({ payment: { ...PAYMENT, status: 'COMPLETED' } });
    expect(screen.getByText('This payment is complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Workflow' })).toHaveAttribute(
      'href',
      `/workflow/${PAYMENT.workflowId}`,
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says an expired session has expired, with Back to Workflow', () => {
    setup({ payment: { ...PAYMENT, status: 'EXPIRED' }, workflowHref: (id) => `/w/${id}` });
    expect(screen.getByText(/^This payment session has expired\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Workflow' })).toHaveAttribute(
      'href',
      `/w/${PAYMENT.workflowId}`,
    );
  });

  it('tells anyone but the buyer that only the buyer pays, with no form', () => {
    setup({ canPay: false });
    expect(screen.getByRole('heading', { name: 'Only the buyer pays' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Workflow' })).toBeInTheDocument();
  });

  it('shows loading, not found, and a load failure with Try Again', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(<SandboxCheckout status="loading" onPay={vi.fn()} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment...');
    unmount();
    const notFound = render(<SandboxCheckout status="not-found" onPay={vi.fn()} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    notFound.unmount();
    render(<SandboxCheckout status="error" error="Offline" onRetry={onRetry} onPay={vi.fn()} />, {
      wrapper: RoboMarketTheme,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('card checks', () => {
  it('groups at most 19 digits by 4 and keeps the caret after the same digit', () => {
    expect(groupCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('12345678901234567890')).toBe('1234 5678 9012 3456 789');
    expect(caretAfterGrouping('42424', 5, '4242 4')).toBe(6);
    expect(caretAfterGrouping('4242 9 4242', 6, '4242 9424 2')).toBe(6);
  });

  it('formats the expiry as typed and when deleting', () => {
    expect(formatExpiry('4', '')).toBe('04 / ');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
    expect(formatExpiry('12/28', '')).toBe('12 / 28');
  });

  it('refuses a month that does not exist and a year already past', () => {
    const card = { cardNumber: '4242 4242 4242 4242', cvc: '123' };
    expect(checkCard({ ...card, expiry: '13 / 28' }, TODAY).expiry).toBe('Enter the expiry as MM / YY.');
    expect(checkCard({ ...card, expiry: '12 / 25' }, TODAY).expiry).toBe('Your card has expired.');
    expect(checkCard({ ...card, expiry: '01 / 27' }, TODAY)).toEqual({});
  });
});
