import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminDisputeDecision } from './admin-dispute-decision';

const meta = {
  title: 'Payments/AdminDisputeDecision',
  component: AdminDisputeDecision,
  args: { heldAmount: '60000.00', currency: 'USD', onDecide: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ width: 520, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminDisputeDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Split: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Split: refund part to the buyer, release the rest' }),
    );
    await userEvent.type(canvas.getByLabelText('Refund to the buyer (less than $60,000.00)'), '20000.5');
    await userEvent.type(canvas.getByLabelText('Reasons, shown to both sides (optional)'), 'Half proven.');
    await userEvent.click(canvas.getByRole('button', { name: 'Record Decision' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      outcome: 'SPLIT',
      refundAmount: '20000.50',
      message: 'Half proven.',
    });
  },
};

export const SplitOutOfBounds: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Split: refund part to the buyer, release the rest' }),
    );
    await userEvent.type(canvas.getByLabelText('Refund to the buyer (less than $60,000.00)'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Record Decision' }));
    await expect(canvas.getByText(/Please enter an amount more than/)).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const Release: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Release $60,000.00 to the seller' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record Decision' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ outcome: 'RELEASED' });
  },
};

export const Refund: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Refund $60,000.00 to the buyer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record Decision' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ outcome: 'REFUNDED' });
  },
};

export const Failed: Story = {
  args: { onDecide: fn(async () => Promise.reject(new Error('This dispute is settled already'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Refund $60,000.00 to the buyer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record Decision' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This dispute is settled already');
  },
};
