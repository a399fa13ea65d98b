import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PartialRefundOfferCallout } from './partial-refund-offer-callout';

const meta = {
  title: 'Payments/PartialRefundOfferCallout',
  component: PartialRefundOfferCallout,
  args: {
    offerAmount: '12000.00',
    heldAmount: '60000.00',
    currency: 'USD',
    viewerRole: 'buyer',
    onAccept: fn(async () => undefined),
    onReject: fn(async () => undefined),
  },
} satisfies Meta<typeof PartialRefundOfferCallout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyerAccepts: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Partial refund offer' })).toHaveTextContent(
      '$48,000.00 is released to the seller',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept $12,000.00' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const BuyerRejects: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Offer' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

export const Answering: Story = {
  args: { onAccept: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept $12,000.00' }));
    await expect(canvas.getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject Offer' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    onAccept: fn(async () => Promise.reject(new Error('This dispute has no offer waiting for your answer'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept $12,000.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('no offer waiting');
  },
};

export const Seller: Story = {
  args: { viewerRole: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Waiting for the buyer's answer/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
