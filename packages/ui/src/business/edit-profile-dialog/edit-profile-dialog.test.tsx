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
    await user.type(screen.getByLabelText('Phone (optional)'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number is not valid');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+44 20 7946 0958');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("checks the contract's limits before sending: a phone number's form, a name's length", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = setup(onSubmit);
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Enter a phone number like +44 20 7946 0958',
    );
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxlength', '100');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field the server refuses on that field, in its words', async () => {
    const rejection = Object.assign(new Error('Request validation failed'), {
      status: 400,
      fields: [{ field: 'last_name', message: 'must be at most 100 characters' }],
    });
    const { user } = setup(async () => Promise.reject(rejection));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Last name must be at most 100 characters');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name must be at most 100 characters',
    );
  });

  it('offers Try again after a server failure, never "Max retries exceeded"', async () => {
    const failure = Object.assign(new Error('Max retries exceeded'), { status: 503 });
    const onSubmit = vi.fn(async () => Promise.reject(failure));
    const { user } = setup(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows Saving... on a disabled button while busy', async () => {
    const { user } = setup(() => new Promise<never>(() => {}));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
