import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { SandboxCheckout } from './sandbox-checkout';

const PAYMENT = {
  id: '3f0c8a4e-7b1d-4c2e-9a5f-6d8e1b2c3a4f',
  amount: '12500.50',
  currency: 'USD',
  status: 'PENDING',
  workflowId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
} as const;

/** A fixed day, so the expiry check (and a story typed "12 / 28") never depends on when it runs. */
const TODAY = new Date(2026, 10, 23);

const declined = (status: number, code: string, message: string) =>
  fn<(cardNumber: string) => Promise<unknown>>(() =>
    Promise.reject(Object.assign(new Error(message), { status, code, fields: [] })),
  );

const meta = {
  title: 'Payments/SandboxCheckout',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: SandboxCheckout,
  args: {
    status: 'ready',
    payment: PAYMENT,
    workflowTitle: 'Six AMRs for the Leeds warehouse',
    today: TODAY,
    onPay: fn<(cardNumber: string) => Promise<unknown>>(() => Promise.resolve()),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'not-found', 'ready'] },
  },
  decorators: [canvasWidth(560)],
} satisfies Meta<typeof SandboxCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillCard(canvas: Canvas, userEvent: UserEvent, number: string) {
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiry (MM / YY)'), '1228');
  await userEvent.type(canvas.getByLabelText('CVC'), '123');
}

/** The payment is being read. */
export const Loading: Story = {
  args: { status: 'loading', payment: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment...');
  },
};

/** An open payment: what is paid for, the test cards and the empty card form. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Six AMRs for the Leeds warehouse' })).toBeVisible();
    await expect(canvas.getByText('Funds are held in escrow until you release them')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Pay $12,500.50' })).toBeEnabled();
  },
};

/** Fields checked on the device: nothing is sent, each problem sits under its field. */
export const FieldProblems: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Card number'), '4242');
    await userEvent.type(canvas.getByLabelText('Expiry (MM / YY)'), '0125');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $12,500.50' }));
    await expect(canvas.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    await expect(canvas.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription(
      'Your card has expired.',
    );
    await expect(canvas.getByLabelText('CVC')).toHaveAccessibleDescription('Enter the CVC.');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Paying: the button says Processing... and takes no second press. */
export const Processing: Story = {
  args: { onPay: fn<(cardNumber: string) => Promise<unknown>>(() => new Promise(() => {})) },
  play: async ({ args, canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay $12,500.50' }));
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith('4242424242424242');
  },
};

/** The test card 4000 0000 0000 0002: declined, the form kept for another card. */
export const Declined: Story = {
  args: { onPay: declined(402, 'card_declined', 'Your card was declined. Please try another card.') },
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $12,500.50' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    );
    await waitFor(() => expect(canvas.getByLabelText('Card number')).toHaveFocus());
    await expect(canvas.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 28');
    await expect(canvas.getByLabelText('CVC')).toHaveValue('123');
  },
};

/** The test card 4000 0000 0000 9995: insufficient funds. */
export const InsufficientFunds: Story = {
  args: {
    onPay: declined(402, 'insufficient_funds', 'Your card has insufficient funds. Please try another card.'),
  },
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4000000000009995');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $12,500.50' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Try another card.',
    );
  },
};

/** A number that is no sandbox test card: the server's 400 message. */
export const UnknownCard: Story = {
  args: { onPay: declined(400, 'validation_failed', 'Unknown test card') },
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '5555555555554444');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $12,500.50' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown test card');
  },
};

/** A good card: the payment is done and the funds are held. */
export const Paid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $12,500.50' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Workflow' })).toHaveAttribute(
      'href',
      `/workflow/${PAYMENT.workflowId}`,
    );
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** The session ran out before the buyer paid. */
export const SessionExpired: Story = {
  args: { payment: { ...PAYMENT, status: 'EXPIRED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^This payment session has expired\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Workflow' })).toBeVisible();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
  },
};

/** The payment was paid already (a second tab, a reload). */
export const AlreadyPaid: Story = {
  args: { payment: { ...PAYMENT, status: 'COMPLETED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This payment is complete.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Workflow' })).toBeVisible();
  },
};

/** The seller, or a colleague of the buyer: sees the open payment but may not pay it. */
export const NotTheBuyer: Story = {
  args: { canPay: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Only the buyer pays' })).toBeVisible();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Workflow' })).toBeVisible();
  },
};

/** No such payment for this user (another business's, or a mistyped link). */
export const NotFound: Story = {
  args: { status: 'not-found', payment: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  },
};

/** The payment could not be read: the reason and Try Again. */
export const LoadError: Story = {
  args: {
    status: 'error',
    payment: undefined,
    error: "We couldn't reach RoboMarket. Check your connection and try again.",
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't reach RoboMarket");
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
