import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CookieConsentBanner } from '../cookie-consent';
import { SignInDialog, type SignInValues } from './sign-in-dialog';

const meta = {
  title: 'Site/SignInDialog',
  component: SignInDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(async (_values: SignInValues) => undefined),
    onError: fn(),
    onSwitchToRegister: fn(),
    onForgotPassword: fn(),
  },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const Empty: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toHaveAccessibleDescription('Sign in to your RoboMarket account.');
    await expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(screen.getByLabelText('Email')).toBeRequired();
    await expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const SignInSucceeds: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'buyer@factory.example');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'buyer@factory.example',
      password: 'correct horse',
    });
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'buyer@factory');
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    // Never settles, so the busy state stays on screen.
    onSubmit: fn((_values: SignInValues) => new Promise<never>(() => {})),
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'buyer@factory.example');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  },
};

export const FailureKeepsDialogOpen: Story = {
  args: {
    onSubmit: fn(async (_values: SignInValues) => {
      throw new Error('Invalid email or password');
    }),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'buyer@factory.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onError).toHaveBeenCalledWith('Invalid email or password');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expect(screen.getByLabelText('Email')).toHaveValue('buyer@factory.example');
    await expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  },
};

export const FailureWithoutMessage: Story = {
  args: {
    onSubmit: fn((_values: SignInValues) => Promise.reject(new Error(''))),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'buyer@factory.example');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    await expect(args.onError).toHaveBeenCalledWith('An error occurred');
  },
};

export const Dismissable: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The /login page: always open, no Cancel, Escape does nothing. */
export const ForcedOpen: Story = {
  args: { open: false, forceOpen: true, onSwitchToRegister: undefined },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  },
};

const onCookieChoice = fn();

/**
 * The /login page for a first-time visitor: the cookie consent inside the dialog that cannot be closed,
 * reachable by keyboard and pointer, rather than under the dialog's overlay.
 */
export const ForcedOpenWithCookieConsent: Story = {
  args: {
    open: false,
    forceOpen: true,
    aside: <CookieConsentBanner inline onSave={onCookieChoice} />,
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    const consent = within(dialog).getByRole('region', { name: 'Cookies on RoboMarket' });
    const reject = within(consent).getByRole('button', { name: 'Reject Optional' });
    // From the form, Tab reaches the consent inside the dialog's focus trap.
    await userEvent.click(screen.getByLabelText('Email'));
    for (let step = 0; step < 10 && document.activeElement !== reject; step += 1) await userEvent.tab();
    await expect(reject).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCookieChoice).toHaveBeenCalledWith({
      functional: false,
      analytics: false,
      marketing: false,
    });
    await userEvent.click(within(consent).getByRole('button', { name: 'Accept All' }));
    await expect(onCookieChoice).toHaveBeenLastCalledWith({
      functional: true,
      analytics: true,
      marketing: true,
    });
  },
};

export const SwitchToRegister: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onSwitchToRegister).toHaveBeenCalledOnce());
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(dialog.closest('.radix-themes.dark')).not.toBeNull();
  },
};

/** "Forgot password?" leads to the reset page. */
export const ForgotPassword: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

/** The app holds `open` (no Dialog.Trigger), as the header does: the dialog opens from a button of its own. */
function OpenedFromAButton(args: Parameters<typeof SignInDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign In</Button>
      <SignInDialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** By keyboard alone: Enter opens the dialog, Escape or Cancel closes it, and the focus is back on its opener. */
export const ReturnsFocusToItsOpener: Story = {
  render: (args) => <OpenedFromAButton {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Sign In' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  },
};
