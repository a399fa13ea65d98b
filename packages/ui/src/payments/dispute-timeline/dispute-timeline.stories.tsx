import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  CONTESTED_DISPUTE,
  DECIDED_DISPUTE,
  OFFERED_DISPUTE,
  OPEN_DISPUTE,
  SPLIT_DISPUTE,
} from '../../internal/fixtures/disputes';
import { DisputeTimeline } from './dispute-timeline';

const meta = {
  title: 'Payments/DisputeTimeline',
  component: DisputeTimeline,
  args: { status: 'ready', dispute: OPEN_DISPUTE, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DisputeTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', dispute: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dispute...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', dispute: null, error: 'The server is not answering' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is not answering');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { dispute: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nobody has disputed this order.')).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the seller')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'bent-arm.jpg' })).toHaveAttribute(
      'href',
      '/api/documents/bent-arm.jpg',
    );
    await expect(canvas.getByRole('list', { name: 'Dispute steps' })).toHaveTextContent('Dispute opened');
  },
};

export const Offered: Story = {
  args: { dispute: OFFERED_DISPUTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Partial refund offered: $12,000.00')).toBeVisible();
    await expect(canvas.getByText('“We replace the two arms’ value.”')).toBeVisible();
  },
};

export const Split: Story = {
  args: { dispute: SPLIT_DISPUTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Settled')).toBeVisible();
    await expect(canvas.getAllByText(/Refunded \$12,000\.00, released \$48,000\.00/)).toHaveLength(2);
  },
};

export const Contested: Story = {
  args: { dispute: CONTESTED_DISPUTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for a platform admin')).toBeVisible();
  },
};

export const DecidedByAdmin: Story = {
  args: { dispute: DECIDED_DISPUTE },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Decided by a platform admin: Refunded $60,000.00 to the buyer'),
    ).toBeVisible();
    await expect(canvas.getByText(/Platform admin ·/)).toBeVisible();
  },
};
