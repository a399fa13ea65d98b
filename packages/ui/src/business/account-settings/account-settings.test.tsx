import type { components } from '@robomarket/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { AccountSettings, type AccountSettingsProps, type AccountUser } from './account-settings';

const USER: AccountUser = {
  email: 'ops@acme.example',
  role: 'parent_dealership',
  first_name: 'Grace',
  last_name: 'Hopper',
  phone_number: '+1 555 0100',
};

function setup(props: Partial<AccountSettingsProps> = {}) {
  const handlers = {
    onSaveProfile: vi.fn<AccountSettingsProps['onSaveProfile']>(async () => undefined),
    onChangePassword: vi.fn<AccountSettingsProps['onChangePassword']>(async () => undefined),
    onRetry: vi.fn(),
  };
  render(<AccountSettings {...handlers} {...props} />, { wrapper: RoboMarketTheme });
  return { user: userEvent.setup({ delay: null }), ...handlers };
}

describe('AccountSettings', () => {
  it("takes the contract's signed-in user as it comes", () => {
    expectTypeOf<components['schemas']['CurrentUser']>().toExtend<AccountUser>();
  });

  it('shows the profile, the role badge by its name (never its enum value), and the masked password', () => {
    setup({ user: USER });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile Information' });
    expect(within(profile).getByText('ops@acme.example')).toBeInTheDocument();
    expect(within(profile).getByText('Grace')).toBeInTheDocument();
    expect(within(profile).getByText('Hopper')).toBeInTheDocument();
    expect(within(profile).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(profile).queryByText(/parent_dealership/)).toBeNull();
    expect(screen.getAllByText('Parent Dealership')).toHaveLength(2);
    const security = screen.getByRole('region', { name: 'Security' });
    expect(within(security).getByText('••••••••')).toBeInTheDocument();
  });

  it("says 'Not provided' for a missing phone", () => {
    setup({ user: { ...USER, phone_number: null } });
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });

  it("says 'You are not logged in.' without a user", () => {
    setup({ user: null });
    expect(screen.getByText('You are not logged in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('announces loading and shows no profile yet', () => {
    setup({ loading: true, user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading account...');
    expect(screen.queryByText('You are not logged in.')).not.toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    const { user, onRetry } = setup({ error: 'Failed to load account' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load account');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('edits the profile in a dialog prefilled with the current values', async () => {
    const { user, onSaveProfile } = setup({ user: USER });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Grace');
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('+1 555 0100');
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.type(within(dialog).getByLabelText('First name'), 'Amazing Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSaveProfile).toHaveBeenCalledExactlyOnceWith({
      first_name: 'Amazing Grace',
      last_name: 'Hopper',
      phone_number: '+1 555 0100',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the password in a dialog and confirms success', async () => {
    const { user, onChangePassword } = setup({ user: USER });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old');
    await user.type(within(dialog).getByLabelText('New password'), 'new one 2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new one 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledExactlyOnceWith({
      current_password: 'old',
      new_password: 'new one 2026',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Password changed successfully');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
