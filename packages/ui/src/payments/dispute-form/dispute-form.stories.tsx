import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DisputeForm } from './dispute-form';

const meta = {
  title: 'Payments/DisputeForm',
  component: DisputeForm,
  args: {
    documents: [
      { id: 'd1', name: 'bent-arm.jpg' },
      { id: 'd2', name: 'delivery-note.pdf' },
    ],
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 520, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DisputeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Arrived damaged' }));
    await userEvent.type(canvas.getByLabelText('What is wrong'), 'Two arms arrived bent.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'bent-arm.jpg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open Dispute' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'DAMAGED',
      description: 'Two arms arrived bent.',
      evidenceDocumentIds: ['d1'],
    });
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Dispute' }));
    await expect(canvas.getByText('Please choose a reason')).toBeVisible();
    await expect(canvas.getByText('Please describe what is wrong')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoDocuments: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No documents yet/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('A dispute about this order is open already'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Not delivered' }));
    await userEvent.type(canvas.getByLabelText('What is wrong'), 'Nothing arrived.');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Dispute' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A dispute about this order is open already',
    );
    // What was typed stays.
    await expect(canvas.getByLabelText('What is wrong')).toHaveValue('Nothing arrived.');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Something else' }));
    await userEvent.type(canvas.getByLabelText('What is wrong'), 'Wrong colour.');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Dispute' }));
    await expect(canvas.getByRole('button', { name: 'Opening dispute...' })).toBeDisabled();
  },
};
