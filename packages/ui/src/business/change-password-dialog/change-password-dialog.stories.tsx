import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ChangePasswordDialog, type ChangePasswordValues } from './change-password-dialog';

const meta = {
  title: 'Business/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(async (_values: ChangePasswordValues) => undefined),
  },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

async function fill(userEvent: UserEvent, confirm = 'new secret') {
  await userEvent.type(await screen.findByLabelText('Current password'), 'old secret');
  await userEvent.type(screen.getByLabelText('New password'), 'new secret');
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
}

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Change Password' })).toHaveAccessibleDescription(
      'Enter your current password, then choose a new one.',
    );
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      await expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  },
};

export const Succeeds: Story = {
  play: async ({ args, userEvent }) => {
    await fill(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'old secret',
      new_password: 'new secret',
    });
    await expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mismatch: Story = {
  play: async ({ args, userEvent }) => {
    await fill(userEvent, 'other secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    await expect(screen.getByLabelText('Current password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    // Never settles, so the busy state stays on screen.
    onSubmit: fn((_values: ChangePasswordValues) => new Promise<never>(() => {})),
  },
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expect(await screen.findByRole('button', { name: 'Changing Password...' })).toBeDisabled();
  },
};

export const Failure: Story = {
  args: {
    onSubmit: fn(async (_values: ChangePasswordValues) => {
      throw new Error('Current password is incorrect');
    }),
  },
  play: async ({ args, userEvent }) => {
    await fill(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await expect(screen.getByLabelText('Current password')).toHaveValue('old secret');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
