import type { components } from '@robomarket/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type AccountType,
  type BusinessType,
  RegisterDialog,
  type RegisterDialogProps,
  type RegisterValues,
} from './register-dialog';

function setup(props: Partial<RegisterDialogProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onSubmit: vi.fn<RegisterDialogProps['onSubmit']>(async () => undefined),
    onSwitchToSignIn: vi.fn(),
  };
  const user = userEvent.setup({ delay: null });
  render(<RegisterDialog open {...handlers} {...props} />);
  return { user, ...handlers };
}

async function chooseType(user: UserEvent, type: 'Customer' | 'Business') {
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${type}`) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillPerson(user: UserEvent, confirm = 'correct horse') {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

async function chooseBusinessType(user: UserEvent, label: 'Parent Company' | 'Subsidiary') {
  await user.click(screen.getByRole('combobox', { name: 'Business Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('RegisterDialog', () => {
  it("emits the contract's RegisterRequest", () => {
    expectTypeOf<RegisterValues>().toExtend<components['schemas']['RegisterRequest']>();
    expectTypeOf<AccountType>().toEqualTypeOf<components['schemas']['UserType']>();
    expectTypeOf<BusinessType>().toEqualTypeOf<components['schemas']['BusinessType']>();
  });

  it('first asks for the account type, Customer or Business', async () => {
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Account type' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await chooseType(user, 'Customer');
    expect(screen.getByRole('dialog', { name: 'Register as a Customer' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
  });

  it('registers a customer with the v2 fields, omitting an empty phone', async () => {
    const { user, onSubmit } = setup();
    await chooseType(user, 'Customer');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      user_type: 'CUSTOMER',
      email: 'ada@example.com',
      password: 'correct horse',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it("halts with 'Passwords do not match' when the confirmation differs", async () => {
    const { user, onSubmit } = setup({ initialType: 'CUSTOMER' });
    await fillPerson(user, 'battery staple');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(confirm);
    await user.type(confirm, 'correct horse');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('requires email, names and both passwords, and a well-formed email', async () => {
    const { user, onSubmit } = setup({ initialType: 'CUSTOMER' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last Name is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm Password is required',
    );
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await fillPerson(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires company name and business type on the business form', async () => {
    const { user, onSubmit } = setup();
    await chooseType(user, 'Business');
    expect(screen.getByRole('dialog', { name: 'Register a Business' })).toBeInTheDocument();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Company Name')).toHaveAccessibleDescription('Company Name is required');
    expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveAccessibleDescription(
      'Business Type is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('registers a business with company name, business type and phone', async () => {
    const { user, onSubmit } = setup({ initialType: 'BUSINESS' });
    await user.type(screen.getByLabelText('Company Name'), 'Acme Robotics');
    await chooseBusinessType(user, 'Subsidiary');
    await fillPerson(user);
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      user_type: 'BUSINESS',
      email: 'ada@example.com',
      password: 'correct horse',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+1 555 0100',
      company_name: 'Acme Robotics',
      business_type: 'subsidiary',
    });
  });

  it('shows Creating Account... on a disabled button while busy', async () => {
    const { user } = setup({ initialType: 'CUSTOMER', onSubmit: vi.fn(() => new Promise<never>(() => {})) });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it('keeps the values and shows the message when registration fails', async () => {
    const { user, onOpenChange } = setup({
      initialType: 'CUSTOMER',
      onSubmit: vi.fn(async () => {
        throw new Error('Email already registered');
      }),
    });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("falls back to 'Failed to register'", async () => {
    const { user } = setup({ initialType: 'CUSTOMER', onSubmit: vi.fn(() => Promise.reject(new Error(''))) });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register');
  });

  it('goes Back to the type choice and keeps what was typed', async () => {
    const { user } = setup();
    await chooseType(user, 'Customer');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /^Customer/ })).toBeChecked();
    await chooseType(user, 'Business');
    expect(screen.getByLabelText('Company Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('offers Sign In for existing users', async () => {
    const { user, onSwitchToSignIn } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSwitchToSignIn).toHaveBeenCalledOnce();
  });
});
