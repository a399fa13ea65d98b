import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { ChangePasswordValues } from '../change-password-dialog';
import type { ProfileValues } from '../edit-profile-dialog';
import { AccountSettings, type AccountUser } from './account-settings';

const customer: AccountUser = {
  email: 'buyer@factory.example',
  role: 'customer',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '+44 20 7946 0000',
};

const meta = {
  title: 'Business/AccountSettings',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: AccountSettings,
  args: {
    user: customer,
    onSaveProfile: fn(async (_values: ProfileValues) => undefined),
    onChangePassword: fn(async (_values: ChangePasswordValues) => undefined),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const profile = canvas.getByRole('region', { name: 'Profile Information' });
    await expect(within(profile).getByText('buyer@factory.example')).toBeVisible();
    await expect(within(profile).getByText('Customer')).toBeVisible();
    await expect(within(profile).queryByText(/\(customer\)/)).toBeNull();
    await expect(within(profile).getByRole('button', { name: 'Edit' })).toBeEnabled();
    const security = canvas.getByRole('region', { name: 'Security' });
    await expect(within(security).getByText('••••••••')).toBeVisible();
    await expect(within(security).getByRole('button', { name: 'Change' })).toBeEnabled();
  },
};

export const Dealer: Story = {
  args: { user: { ...customer, email: 'sales@robotdealer.example', role: 'dealer' } },
};

export const Admin: Story = {
  args: { user: { ...customer, email: 'ops@robomarket.example', role: 'admin' } },
};

export const ParentDealership: Story = {
  args: {
    user: {
      ...customer,
      email: 'ops@acme.example',
      role: 'parent_dealership',
      first_name: 'Grace',
      last_name: 'Hopper',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/parent_dealership/)).toBeNull();
    await expect(canvas.getAllByText('Parent Dealership')).toHaveLength(2);
  },
};

export const ChildDealership: Story = {
  args: { user: { ...customer, email: 'north@acme.example', role: 'child_dealership' } },
};

export const WithoutPhone: Story = {
  args: { user: { ...customer, phone_number: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not provided')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { user: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading account...');
    await expect(canvas.queryByText('You are not logged in.')).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are not logged in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { user: null, error: 'Failed to load account' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load account');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EditProfile: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    // The dialog is portalled to the end of <body>, outside the canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const lastName = within(dialog).getByLabelText('Last name');
    await expect(lastName).toHaveValue('Lovelace');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'King');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSaveProfile).toHaveBeenCalledOnce();
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'King',
      phone_number: '+44 20 7946 0000',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditProfileFails: Story = {
  args: {
    onSaveProfile: fn(async (_values: ProfileValues) => {
      throw new Error('Phone number is not valid');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Phone number is not valid');
    await expect(dialog).toBeVisible();
  },
};

export const ChangePassword: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old secret');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new secret');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'new secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old secret',
      new_password: 'new secret',
    });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Password changed successfully',
    );
  },
};

export const ChangePasswordMismatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old secret');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new secret');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'other secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await expect(within(dialog).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};

export const LoadingDark: Story = {
  args: { user: null, loading: true },
  globals: { appearance: 'dark' },
};
