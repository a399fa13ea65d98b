import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DisputeResponseForm } from './dispute-response-form';

const meta = {
  title: 'Payments/DisputeResponseForm',
  component: DisputeResponseForm,
  args: { heldAmount: '60000.00', currency: 'USD', onRespond: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ width: 520, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DisputeResponseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfferPartial: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Offer a partial refund' }));
    await userEvent.type(canvas.getByLabelText('Refund to the buyer (less than $60,000.00)'), '12000');
    await userEvent.type(canvas.getByLabelText('Message (optional)'), 'For the two bent arms.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Answer' }));
    await expect(args.onRespond).toHaveBeenCalledWith({
      action: 'offer_partial',
      amount: '12000.00',
      message: 'For the two bent arms.',
    });
  },
};

export const OfferOutOfBounds: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Offer a partial refund' }));
    await userEvent.type(canvas.getByLabelText('Refund to the buyer (less than $60,000.00)'), '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Answer' }));
    await expect(
      canvas.getByText('Please enter an amount more than $0.00 and less than $60,000.00'),
    ).toBeVisible();
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

export const AcceptRefund: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Refund the buyer in full ($60,000.00) and cancel the order' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Answer' }));
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept_refund' });
  },
};

export const Contest: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Contest the dispute: a platform admin decides' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Answer' }));
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'contest' });
  },
};

export const NothingChosen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Answer' }));
    await expect(canvas.getByText('Please choose an answer')).toBeVisible();
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { onRespond: fn(async () => Promise.reject(new Error('This dispute was answered already'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Contest the dispute: a platform admin decides' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Answer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This dispute was answered already');
  },
};
