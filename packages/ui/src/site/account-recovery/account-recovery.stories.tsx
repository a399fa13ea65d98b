import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import {
  DeleteAccountDialog,
  ForgotPasswordDialog,
  RESET_MAIL_SENT,
  ResetPasswordDialog,
  UnverifiedEmailNotice,
  VerifyEmailStatus,
} from './account-recovery';

const meta = {
  title: 'Site/AccountRecovery',
  component: ForgotPasswordDialog,
  // Documented on this component's Docs page too.
  subcomponents: { ResetPasswordDialog, DeleteAccountDialog, VerifyEmailStatus, UnverifiedEmailNotice },
  args: { onSubmit: fn(async (_email: string) => undefined), onSignIn: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialogs are portalled to the end of <body>: query the whole screen.

export const ForgotPasswordEmpty: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Forgot password?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ForgotPasswordSent: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'buyer@factory.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('buyer@factory.example');
    await expect(await screen.findByRole('status')).toHaveTextContent(RESET_MAIL_SENT);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const ForgotPasswordRateLimited: Story = {
  args: {
    onSubmit: fn(async (_email: string) => {
      throw new Error('Too many reset mails for this e-mail; try again later');
    }),
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'buyer@factory.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset mails');
    await expect(screen.getByLabelText('Email')).toHaveValue('buyer@factory.example');
  },
};

export const ResetPassword: StoryObj<typeof ResetPasswordDialog> = {
  render: (args) => <ResetPasswordDialog {...args} />,
  args: { onSubmit: fn(async (_password: string) => undefined), onSignIn: fn() },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-4');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await userEvent.type(screen.getByLabelText('Confirm new password'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('new-secret-42');
    await expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const ResetPasswordExpiredLink: StoryObj<typeof ResetPasswordDialog> = {
  render: (args) => <ResetPasswordDialog {...args} />,
  args: {
    onSubmit: fn(async (_password: string) => {
      throw new Error('This link is used, expired or not valid; ask for a new one');
    }),
    onSignIn: fn(),
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret-42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is used, expired or not valid',
    );
  },
};

const deleteArgs = (reason?: string) => ({
  trigger: (
    <Button variant="soft" color="gray" highContrast>
      Delete account
    </Button>
  ),
  onSubmit: fn(async (_password: string) => {
    if (reason !== undefined) throw new Error(reason);
  }),
});

export const DeleteAccount: StoryObj<typeof DeleteAccountDialog> = {
  render: (args) => <DeleteAccountDialog {...args} />,
  args: deleteArgs(),
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveTextContent('Deleted user');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-9');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);
    await expect(args.onSubmit).toHaveBeenCalledWith('correct-horse-9');
  },
};

export const DeleteAccountLastAdmin: StoryObj<typeof DeleteAccountDialog> = {
  render: (args) => <DeleteAccountDialog {...args} />,
  args: deleteArgs(
    'You are the only admin of Hopper Robotics: make another member an admin first, then delete your account',
  ),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'correct-horse-9');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('only admin of Hopper Robotics');
    await expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  },
};

export const DeleteAccountFundsInEscrow: StoryObj<typeof DeleteAccountDialog> = {
  render: (args) => <DeleteAccountDialog {...args} />,
  args: deleteArgs(
    'A payment of yours is held in escrow: your account can be deleted once it is released or refunded',
  ),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'correct-horse-9');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('held in escrow');
  },
};

export const VerifyEmailVerifying: StoryObj<typeof VerifyEmailStatus> = {
  render: (args) => <VerifyEmailStatus {...args} />,
  args: { state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your e-mail address');
  },
};

export const VerifyEmailVerified: StoryObj<typeof VerifyEmailStatus> = {
  render: (args) => <VerifyEmailStatus {...args} />,
  args: { state: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail address is confirmed');
  },
};

export const VerifyEmailInvalidLink: StoryObj<typeof VerifyEmailStatus> = {
  render: (args) => <VerifyEmailStatus {...args} />,
  args: { state: 'invalid', onResend: fn(async () => undefined) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is used, expired or not valid');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent('A new link is on its way');
  },
};

export const UnverifiedNotice: StoryObj<typeof UnverifiedEmailNotice> = {
  render: (args) => <UnverifiedEmailNotice {...args} />,
  args: {
    email: 'ada@example.com',
    onResend: fn(async () => {
      throw new Error('Too many verification mails; try again later');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Confirm your e-mail address \(ada@example.com\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be sent');
  },
};
