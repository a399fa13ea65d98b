import type { components } from '@robomarket/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { EditProfileDialog, type EditProfileDialogProps, type ProfileValues } from './edit-profile-dialog';

const PROFILE: ProfileValues = { first_name: 'Ada', last_name: 'Lovelace', phone_number: null };

function setup(onSubmit: EditProfileDialogProps['onSubmit'] = vi.fn(async () => undefined)) {
  const onOpenChange = vi.fn();
  render(<EditProfileDialog open onOpenChange={onOpenChange} initialValues={PROFILE} onSubmit={onSubmit} />);
  return { user: userEvent.setup({ delay: null }), onOpenChange, onSubmit };
}

describe('EditProfileDialog', () => {
  it('emits what the contract accepts as a profile update', () => {
    expectTypeOf<ProfileValues>().toExtend<components['schemas']['UpdateMeRequest']>();
  });

  it('starts from the current profile and saves the edited, trimmed values, then closes', async () => {
    const { user, onSubmit, onOpenChange } = setup();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), ' King ');
    await user.type(screen.getByLabelText('Phone (optional)'), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      first_name: 'Ada',
      last_name: 'King',
      phone_number: '+44 20 7946 0000',
    });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('sends a null phone when the field is emptied, which removes it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    render(
      <EditProfileDialog
        open
        onOpenChange={onOpenChange}
        initialValues={{ ...PROFILE, phone_number: '+1 555 0100' }}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+1 555 0100');
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: null,
    });
  });

  it('requires first and last name', async () => {
    const { user, onSubmit } = setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open with the values and the message when saving fails', async () => {
    const { user, onOpenChange } = setup(async () => {
      throw new Error('Phone number is not valid');
    });
    await user.type(screen.getByLabelText('Phone (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number is not valid');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('abc');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows Saving... on a disabled button while busy', async () => {
    const { user } = setup(() => new Promise<never>(() => {}));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
