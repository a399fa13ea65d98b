import { notificationTypeValues } from '@robomarket/api-client/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationPreferencesTable } from './notification-preferences-table';

const PREFERENCES = notificationTypeValues.map((type) => ({
  type,
  in_app: true,
  email: type !== 'message.received',
  digest: false,
}));

const meta = {
  title: 'Business/NotificationPreferencesTable',
  component: NotificationPreferencesTable,
  args: { status: 'ready', preferences: PREFERENCES, onChange: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof NotificationPreferencesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'New RFP in a followed category: Daily digest' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({
      type: 'rfp.new_matching',
      in_app: true,
      email: true,
      digest: true,
    });
    await expect(canvas.getByRole('checkbox', { name: 'Message received: E-mail' })).not.toBeChecked();
  },
};

export const SaveFailed: Story = {
  args: { onChange: fn(async () => Promise.reject(new Error('Authentication required'))) },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Offer received: E-mail' });
    await userEvent.click(box);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Authentication required');
    await expect(box).toBeChecked();
  },
};

export const Loading: Story = {
  args: { status: 'loading', preferences: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notification preferences...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Failed to load notification preferences', preferences: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
