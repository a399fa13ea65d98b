import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PayoutsSummary } from './payouts-summary';

const meta = {
  title: 'Payments/PayoutsSummary',
  component: PayoutsSummary,
  args: {
    status: 'ready',
    balance: {
      heldInEscrow: '100000.00',
      available: '195000.00',
      paidOut: '48750.00',
      fees: '6250.00',
      currency: 'USD',
    },
    onRetry: fn(),
    onPayOut: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof PayoutsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Money held, available, paid out and the fees; paying out asks first. */
export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(figure(canvas, 'Held in escrow')).toHaveTextContent('$100,000.00');
    await expect(figure(canvas, 'Available')).toHaveTextContent('$195,000.00');
    await expect(figure(canvas, 'Paid out')).toHaveTextContent('$48,750.00');
    await expect(figure(canvas, 'Fees')).toHaveTextContent('$6,250.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out $195,000.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay out your available balance?' });
    await expect(args.onPayOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out $195,000.00' }));
    await expect(args.onPayOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel leaves everything as it was. */
export const CancelPayout: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out $195,000.00' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onPayOut).not.toHaveBeenCalled();
  },
};

/** A payout the server refuses keeps the dialog open with the reason. */
export const PayoutFails: Story = {
  args: {
    onPayOut: fn(async () => {
      throw new Error('There is no available balance to pay out');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out $195,000.00' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out $195,000.00' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no available balance to pay out',
    );
  },
};

/** Everything paid out: nothing left to send. */
export const PaidOut: Story = {
  args: {
    balance: {
      heldInEscrow: '0.00',
      available: '0.00',
      paidOut: '195000.00',
      fees: '5000.00',
      currency: 'USD',
    },
  },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Paid out')).toHaveTextContent('$195,000.00');
    await expect(canvas.getByRole('button', { name: 'Nothing to pay out' })).toBeDisabled();
  },
};

/** A new seller: all zero. */
export const Empty: Story = {
  args: {
    balance: { heldInEscrow: '0.00', available: '0.00', paidOut: '0.00', fees: '0.00', currency: 'USD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('$0.00')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { status: 'loading', balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Balance' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: /Pay out/ })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', balance: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load payouts');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
