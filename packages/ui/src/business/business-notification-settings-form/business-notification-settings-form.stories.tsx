import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BusinessNotificationSettingsForm } from './business-notification-settings-form';

const meta = {
  title: 'Business/BusinessNotificationSettingsForm',
  component: BusinessNotificationSettingsForm,
  args: {
    status: 'ready',
    settings: { rfpCategories: ['robot', 'part'], rfpRecipientRole: 'SALES' },
    canEdit: true,
    onSave: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof BusinessNotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByLabelText('Categories (separated by commas)');
    await expect(field).toHaveValue('robot, part');
    await userEvent.type(field, ', Service, robot');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      rfpCategories: ['robot', 'part', 'Service'],
      rfpRecipientRole: 'SALES',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Notification settings saved');
  },
};

export const Member: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only an admin of the business changes these settings.')).toBeVisible();
    await expect(canvas.getByLabelText('Categories (separated by commas)')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Only an ADMIN changes the settings'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only an ADMIN changes the settings');
    await expect(canvas.getByLabelText('Categories (separated by commas)')).toHaveValue('robot, part');
  },
};

export const Loading: Story = {
  args: { status: 'loading', settings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notification settings...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Business not found', settings: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Business not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
