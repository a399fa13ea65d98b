import type { components } from '@robomarket/api-client';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './change-password-dialog';

function setup(onSubmit: ChangePasswordDialogProps['onSubmit'] = vi.fn(async () => undefined)) {
  const onOpenChange = vi.fn();
  render(<ChangePasswordDialog open onOpenChange={onOpenChange} onSubmit={onSubmit} />);
  return { user: userEvent.setup({ delay: null }), onOpenChange, onSubmit };
}

async function fill(user: UserEvent, confirm = 'new secret') {
  await user.type(screen.getByLabelText('Current password'), 'old secret');
  await user.type(screen.getByLabelText('New password'), 'new secret');
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('ChangePasswordDialog', () => {
  it("emits the contract's ChangePasswordRequest", () => {
    expectTypeOf<ChangePasswordValues>().toEqualTypeOf<components['schemas']['ChangePasswordRequest']>();
  });

  it('sends the current and the new password, then confirms', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      current_password: 'old secret',
      new_password: 'new secret',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("halts with 'Passwords do not match'", async () => {
    const { user, onSubmit } = setup();
    await fill(user, 'other secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires all three fields', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a busy label, then the failure with the values kept', async () => {
    let reject: (reason: Error) => void = () => {};
    const { user } = setup(
      () =>
        new Promise((_resolve, rejectWith) => {
          reject = rejectWith;
        }),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('button', { name: 'Changing Password...' })).toBeDisabled();
    reject(new Error('Current password is incorrect'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveValue('old secret');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it("shows the server's weak-password refusal on the New password field, in words for people", async () => {
    // The API client's rejection for the server's 400: its message, the developer detail and `fields`.
    const rejection = Object.assign(
      new Error('Password must be at least 8 characters long and contain at least one letter and one digit'),
      {
        status: 400,
        error: 'body/new_password is too weak',
        fields: [
          {
            field: 'new_password',
            message: 'must be at least 8 characters long and contain at least one letter and one digit',
          },
        ],
      },
    );
    const { user } = setup(vi.fn(async () => Promise.reject(rejection)));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const sentence =
      'New password must be at least 8 characters long and contain at least one letter and one digit';
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(sentence);
    expect(screen.queryByText(/body\/new_password|too weak/)).not.toBeInTheDocument();
  });
});
