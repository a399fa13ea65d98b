import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SAMPLE_OFFERS } from '../../internal/fixtures/offers';
import type { OfferView } from '../../views/offer-view';
import { OfferStatusPanel } from './offer-status-panel';

const [PENDING, COUNTERED, ACCEPTED, REJECTED] = SAMPLE_OFFERS as [
  OfferView,
  OfferView,
  OfferView,
  OfferView,
];

const meta = {
  title: 'Procurement/OfferStatusPanel',
  component: OfferStatusPanel,
  args: {
    status: 'ready',
    offer: PENDING,
    onAcceptCounter: fn(async () => undefined),
    onRejectCounter: fn(async () => undefined),
    onWithdraw: fn(async () => undefined),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 520, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your offer' })).toBeVisible();
    await expect(canvas.getByText('3 × $11,000.00 = $33,000.00')).toBeVisible();
    await expect(canvas.getByText("Waiting for the seller's answer.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept Counter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(PENDING);
  },
};

export const Countered: Story = {
  args: { offer: COUNTERED },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/The seller countered with/)).toHaveTextContent('$11,800.00 per unit');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Counter' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Accept the seller's counter?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Counter' }));
    await expect(args.onAcceptCounter).toHaveBeenCalledWith(COUNTERED);
  },
};

export const RejectCounter: Story = {
  args: { offer: COUNTERED },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Counter' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Counter' }));
    await expect(args.onRejectCounter).toHaveBeenCalledWith(COUNTERED);
  },
};

export const AcceptFailed: Story = {
  args: {
    offer: COUNTERED,
    onAcceptCounter: fn(async () => {
      throw new Error('The offer is withdrawn: it cannot be accepted now');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Counter' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Counter' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('cannot be accepted now');
  },
};

export const Accepted: Story = {
  args: { offer: ACCEPTED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your order has been created/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/workflow/${ACCEPTED.workflowId}`,
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Rejected: Story = {
  args: { offer: REJECTED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('This offer was rejected. You can make a new one.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', offer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your offer...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', offer: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your offer');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoOffer: Story = {
  args: { offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** A colleague's offer, countered by a member of the seller's business: who acted for whom. */
export const CounteredByColleague: Story = {
  args: {
    offer: {
      ...COUNTERED,
      sentBy: { userId: 'u1', name: 'Katherine Johnson', businessId: 'b1', businessName: 'Buyer Works' },
      answeredBy: {
        userId: 'u3',
        name: 'Ada Lovelace',
        businessId: 'b2',
        businessName: 'Meridian Automation',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sent by Katherine Johnson for Buyer Works/)).toBeVisible();
    await expect(canvas.getByText('Answered by Ada Lovelace for Meridian Automation')).toBeVisible();
  },
};
