import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MessageComposer } from './message-composer';

const meta = {
  title: 'Messaging/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn(async () => undefined), onTypingChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Can you deliver by May?{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Can you deliver by May?', { broadcast: false });
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(args.onTypingChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onTypingChange).toHaveBeenLastCalledWith(false);
  },
};

export const ShiftEnterAddsLine: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(field).toHaveValue('First line\nSecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('First line\nSecond line', { broadcast: false });
  },
};

export const Sending: Story = {
  args: { onSend: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'On its way{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(field).toHaveValue('On its way');
  },
};

// The first send of the story fails, the next ones pass.
let sends = 0;

export const FailedWithRetry: Story = {
  beforeEach: () => {
    sends = 0;
  },
  args: {
    onSend: fn(async () => {
      sends += 1;
      if (sends === 1) throw new Error('Failed to send the message. Please try again.');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Please include the fencing.{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to send the message. Please try again.',
    );
    // What was typed is kept.
    await expect(field).toHaveValue('Please include the fencing.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NearTheLimit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.queryByText(/characters$/)).toBeNull();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(5100));
    await expect(field).toHaveValue('x'.repeat(5000));
    await expect(canvas.getByText('5,000 / 5,000 characters')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/5,000 \/ 5,000 characters/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('x'.repeat(5000), { broadcast: false });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The buyer's side with several sellers: one message can go into every seller's own thread. */
export const SendToAllSellers: Story = {
  args: { broadcastOption: true, recipientName: 'Northgate Robotics' },
  play: async ({ args, canvas, userEvent }) => {
    const everyone = canvas.getByRole('checkbox', { name: 'Send to all sellers' });
    await expect(everyone).not.toBeChecked();
    await expect(everyone).toHaveAccessibleDescription('Only Northgate Robotics gets this message.');
    await userEvent.click(everyone);
    await expect(everyone).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send to all' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Site visit on Friday{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Site visit on Friday', { broadcast: true });
    // Unticked again: the next message goes to the one seller only.
    await waitFor(() => expect(everyone).not.toBeChecked());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Just for you{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith('Just for you', { broadcast: false });
  },
};
