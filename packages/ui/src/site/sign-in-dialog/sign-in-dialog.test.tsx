import type { components } from '@robomarket/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { SignInDialog, type SignInValues } from './sign-in-dialog';

function setup(props: Partial<Parameters<typeof SignInDialog>[0]> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onSubmit: vi.fn(async () => undefined),
    onError: vi.fn(),
    onSwitchToRegister: vi.fn(),
  };
  const user = userEvent.setup({ delay: null });
  render(<SignInDialog open {...handlers} {...props} />);
  return { user, ...handlers };
}

describe('SignInDialog', () => {
  it("emits the contract's LoginRequest", () => {
    expectTypeOf<SignInValues>().toEqualTypeOf<components['schemas']['LoginRequest']>();
  });

  it('is a dialog titled Sign In with required email and password fields', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('submits the trimmed email and the password', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ada@example.com', password: 'secret pass' });
  });

  it('requires both fields and a well-formed email before calling onSubmit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows Signing In... on a disabled button while busy', async () => {
    const { user } = setup({ onSubmit: vi.fn(() => new Promise<never>(() => {})) });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it('stays open on failure, keeps the typed values and shows the message', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Invalid email or password');
    });
    const { user, onOpenChange, onError } = setup({ onSubmit });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onError).toHaveBeenCalledExactlyOnceWith('Invalid email or password');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'An error occurred' when the failure has no message", async () => {
    const { user, onError } = setup({ onSubmit: vi.fn(() => Promise.reject(new Error(''))) });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(onError).toHaveBeenCalledWith('An error occurred');
  });

  it('switches to Register', async () => {
    const { user, onSwitchToRegister } = setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSwitchToRegister).toHaveBeenCalledOnce();
  });

  it('can be dismissed with Escape or Cancel normally', async () => {
    const { user, onOpenChange } = setup();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be dismissed when forceOpen, even if open is false', async () => {
    const { user, onOpenChange } = setup({ open: false, forceOpen: true });
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('renders into the given container', () => {
    const container = document.createElement('div');
    document.body.append(container);
    setup({ container });
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    container.remove();
  });
});
