import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { EscrowActions, type EscrowPaymentView } from './escrow-actions';

const payment = (change: Partial<EscrowPaymentView>): EscrowPaymentView => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  amount: '42000.00',
  currency: 'USD',
  status: 'COMPLETED',
  escrowStatus: 'PENDING',
  paymentType: 'ESCROW',
  ...change,
});

const OPEN = payment({ status: 'PENDING', escrowStatus: null });
const HELD = payment({});
const RELEASED = payment({ escrowStatus: 'RELEASED' });
const REFUNDED = payment({ escrowStatus: 'REFUNDED' });
const EXPIRED = payment({ status: 'EXPIRED', escrowStatus: null });
const DELIVERED = payment({ deliveredAt: '2026-03-02T09:00:00Z', inspectionEndsAt: '2026-03-09T09:00:00Z' });
const SPLIT = payment({ escrowStatus: 'PARTIALLY_REFUNDED', refundedAmount: '12000.00' });

const meta = {
  title: 'Payments/EscrowActions',
  component: EscrowActions,
  args: {
    workflowStatus: 'PRICE_AGREED',
    viewerRole: 'buyer',
    agreedPrice: '42000.00',
    currency: 'USD',
    payment: null,
    status: 'ready',
    onPay: fn(),
    onContinue: fn(),
    onStartOrder: fn(),
    onRelease: fn(),
    onRefund: fn(),
    onMarkDelivered: fn(),
    onOpenDispute: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EscrowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment...');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Failed to load payments: the server is not answering' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the server is not answering');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const BuyerPriceAgreed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('Not paid yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $42,000.00' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const BuyerPayBusy: Story = {
  args: { busy: 'pay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
  },
};

export const BuyerPayFailed: Story = {
  args: { error: { move: 'pay', message: 'A payment for this workflow is already open' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to start the payment: A payment for this workflow is already open',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $42,000.00' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const BuyerAfterExpiredPayment: Story = {
  args: { payment: EXPIRED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escrow - EXPIRED')).toHaveAttribute('data-accent-color', 'red');
    await expect(canvas.getByText(/The last payment was not completed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $42,000.00' })).toBeEnabled();
  },
};

export const SellerPriceAgreed: Story = {
  args: { viewerRole: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the buyer to pay into escrow.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ViewerPriceAgreed: Story = {
  args: { viewerRole: 'viewer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the buyer to pay into escrow.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BuyerPaymentPending: Story = {
  args: { workflowStatus: 'PAYMENT_PENDING', payment: OPEN },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Escrow - PENDING')).toHaveAttribute('data-accent-color', 'gray');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

export const SellerPaymentPending: Story = {
  args: { workflowStatus: 'PAYMENT_PENDING', payment: OPEN, viewerRole: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The buyer is paying/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SellerPaymentCompleted: Story = {
  args: { workflowStatus: 'PAYMENT_COMPLETED', payment: HELD, viewerRole: 'seller' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Escrow - PENDING')).toHaveAttribute('data-accent-color', 'orange');
    await expect(canvas.queryByRole('button', { name: 'Release Funds' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Order' }));
    await expect(args.onStartOrder).toHaveBeenCalledOnce();
  },
};

export const SellerStartOrderDismissed: Story = {
  args: { workflowStatus: 'PAYMENT_COMPLETED', payment: HELD, viewerRole: 'seller' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onStartOrder).not.toHaveBeenCalled();
  },
};

export const SellerStartOrderBusy: Story = {
  args: { workflowStatus: 'PAYMENT_COMPLETED', payment: HELD, viewerRole: 'seller', busy: 'startOrder' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Starting...' })).toBeDisabled();
  },
};

export const SellerStartOrderFailed: Story = {
  args: {
    workflowStatus: 'PAYMENT_COMPLETED',
    payment: HELD,
    viewerRole: 'seller',
    error: { move: 'startOrder', message: 'The order can start only once it is paid and not started yet' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to start the order: The order can start only once it is paid and not started yet',
    );
    await expect(canvas.getByRole('button', { name: 'Start Order' })).toBeEnabled();
  },
};

export const BuyerPaymentCompleted: Story = {
  args: { workflowStatus: 'PAYMENT_COMPLETED', payment: HELD },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/\$42,000\.00 is held in escrow/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Order' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Release Funds' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    await expect(dialog).toHaveTextContent('Refund $42,000.00 to your card and cancel the order?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Refund' }));
    await expect(args.onRefund).toHaveBeenCalledOnce();
  },
};

export const ViewerPaymentCompleted: Story = {
  args: { workflowStatus: 'PAYMENT_COMPLETED', payment: HELD, viewerRole: 'viewer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escrow - PENDING')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BuyerOrderInProgress: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: HELD },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release Funds' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the funds?' });
    await expect(dialog).toHaveTextContent('Release $42,000.00 to the seller? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release Funds' }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
    // Once the order has started, a dispute replaces the refund.
    await expect(canvas.queryByRole('button', { name: 'Request Refund' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open a Dispute' }));
    await expect(args.onOpenDispute).toHaveBeenCalledOnce();
  },
};

export const BuyerDuringInspection: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: DELIVERED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Inspection period ends Mar 9, 2026. Release the funds or open a dispute before then.',
    );
    await expect(canvas.getByRole('button', { name: 'Release Funds' })).toBeEnabled();
  },
};

export const BuyerWhileDisputed: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: DELIVERED, disputeActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('A dispute is open');
    await expect(canvas.queryByRole('button', { name: 'Release Funds' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open a Dispute' })).toBeNull();
  },
};

export const SellerMarksDelivered: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: HELD, viewerRole: 'seller' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark the order delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    await expect(args.onMarkDelivered).toHaveBeenCalledOnce();
  },
};

export const SellerDuringInspection: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: DELIVERED, viewerRole: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('released to you automatically on Mar 9, 2026');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SplitByDispute: Story = {
  args: { workflowStatus: 'ORDER_COMPLETED', payment: SPLIT },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escrow - PARTIALLY_REFUNDED')).toBeVisible();
    await expect(canvas.getByText('Refunded $12,000.00, released $30,000.00')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BuyerRefundDismissed: Story = {
  args: { workflowStatus: 'PAYMENT_COMPLETED', payment: HELD },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

export const BuyerReleaseBusy: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: HELD, busy: 'release' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Releasing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open a Dispute' })).toBeDisabled();
  },
};

export const BuyerReleaseFailed: Story = {
  args: {
    workflowStatus: 'ORDER_IN_PROGRESS',
    payment: HELD,
    error: { move: 'release', message: 'The funds were released already' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to release the funds: The funds were released already',
    );
    await expect(canvas.getByRole('button', { name: 'Release Funds' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Open a Dispute' })).toBeEnabled();
  },
};

export const SellerOrderInProgress: Story = {
  args: {
    workflowStatus: 'ORDER_IN_PROGRESS',
    payment: HELD,
    viewerRole: 'seller',
    onMarkDelivered: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/released to you when the buyer confirms delivery/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ViewerOrderInProgress: Story = {
  args: { workflowStatus: 'ORDER_IN_PROGRESS', payment: HELD, viewerRole: 'viewer' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Released: Story = {
  args: { workflowStatus: 'ORDER_COMPLETED', payment: RELEASED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escrow - RELEASED')).toHaveAttribute('data-accent-color', 'green');
    await expect(canvas.getByText('Funds released to the seller')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Refunded: Story = {
  args: { workflowStatus: 'ORDER_CANCELLED', payment: REFUNDED, viewerRole: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escrow - REFUNDED')).toHaveAttribute('data-accent-color', 'gray');
    await expect(canvas.getByText('Refunded to the buyer')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CancelledBeforePayment: Story = {
  args: { workflowStatus: 'ORDER_CANCELLED', payment: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The workflow was cancelled before any funds were held.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BeforePriceAgreed: Story = {
  args: { workflowStatus: 'NEGOTIATION_IN_PROGRESS', agreedPrice: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
