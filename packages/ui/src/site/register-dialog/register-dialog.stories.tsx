import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import type { ParentSearch } from '../../business/parent-business-field';
import { RegisterDialog, type RegisterDialogProps, type RegisterValues } from './register-dialog';

const meta = {
  title: 'Site/RegisterDialog',
  component: RegisterDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(async (_values: RegisterValues) => undefined),
    onSwitchToSignIn: fn(),
  },
  argTypes: {
    initialType: { control: 'inline-radio', options: [undefined, 'CUSTOMER', 'BUSINESS'] },
  },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

async function fillPerson(userEvent: UserEvent, confirm = 'correct horse') {
  await userEvent.type(await screen.findByLabelText('Email'), 'ops@acme.example');
  await userEvent.type(screen.getByLabelText('First Name'), 'Grace');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Hopper');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

export const ChooseType: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Register' });
    await expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^Business/ }));
    await expect(screen.getByRole('radio', { name: /^Business/ })).toBeChecked();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const CustomerForm: Story = {
  args: { initialType: 'CUSTOMER' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Register as a Customer' });
    await expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
    await expect(screen.getByLabelText('Phone (optional)')).not.toBeRequired();
  },
};

export const BusinessForm: Story = {
  args: { initialType: 'BUSINESS' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Register a Business' });
    await expect(screen.getByLabelText('Company Name')).toBeRequired();
    await expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveTextContent(
      'Select business type',
    );
  },
};

export const RegisterCustomer: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: /^Customer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await fillPerson(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      user_type: 'CUSTOMER',
      email: 'ops@acme.example',
      password: 'correct horse',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
  },
};

export const RegisterBusiness: Story = {
  args: { initialType: 'BUSINESS' },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Company Name'), 'Acme Robotics');
    await userEvent.click(screen.getByRole('combobox', { name: 'Business Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parent Company' }));
    await expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveTextContent('Parent Company');
    await fillPerson(userEvent);
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      user_type: 'BUSINESS',
      email: 'ops@acme.example',
      password: 'correct horse',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone_number: '+1 555 0100',
      company_name: 'Acme Robotics',
      business_type: 'parent_company',
    });
  },
};

const MERIDIAN = { id: '4d2c1b0a-9e8f-4a7b-8c6d-000000000001', name: 'Meridian Holdings' };

/** The dialog with a parent search over one business, answering once 2 characters are typed. */
function WithParentSearch(props: RegisterDialogProps) {
  const [query, setQuery] = useState('');
  const found = query.trim().length >= 2;
  const search: ParentSearch = {
    query,
    onQueryChange: setQuery,
    results: found && 'meridian holdings'.includes(query.trim().toLowerCase()) ? [MERIDIAN] : [],
    status: found ? 'ready' : 'idle',
    onRetry: () => {},
  };
  return <RegisterDialog {...props} parentSearch={search} />;
}

/** A subsidiary names its parent by searching its name, and the parent's id is sent. */
export const RegisterSubsidiary: Story = {
  args: { initialType: 'BUSINESS' },
  render: (args) => <WithParentSearch {...args} />,
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Company Name'), 'Meridian North');
    await expect(screen.queryByRole('combobox', { name: 'Parent Company (optional)' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Business Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Subsidiary' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Parent Company (optional)' }), 'Merid');
    await userEvent.click(await screen.findByRole('option', { name: 'Meridian Holdings' }));
    await expect(screen.getByRole('button', { name: 'Remove Meridian Holdings' })).toBeVisible();
    await fillPerson(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      user_type: 'BUSINESS',
      email: 'ops@acme.example',
      password: 'correct horse',
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: 'Meridian North',
      business_type: 'subsidiary',
      parent_business_id: MERIDIAN.id,
    });
  },
};

export const PasswordMismatch: Story = {
  args: { initialType: 'CUSTOMER' },
  play: async ({ args, userEvent }) => {
    await fillPerson(userEvent, 'battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirm = screen.getByLabelText('Confirm Password');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  args: { initialType: 'BUSINESS' },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    await expect(screen.getByLabelText('Company Name')).toHaveAccessibleDescription(
      'Company Name is required',
    );
    await expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveAccessibleDescription(
      'Business Type is required',
    );
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    await expect(screen.getByLabelText('Company Name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: {
    initialType: 'CUSTOMER',
    // Never settles, so the busy state stays on screen.
    onSubmit: fn((_values: RegisterValues) => new Promise<never>(() => {})),
  },
  play: async ({ userEvent }) => {
    await fillPerson(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  },
};

export const FailureKeepsValues: Story = {
  args: {
    initialType: 'CUSTOMER',
    onSubmit: fn(async (_values: RegisterValues) => {
      throw new Error('An account with this email already exists');
    }),
  },
  play: async ({ args, userEvent }) => {
    await fillPerson(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    await expect(screen.getByLabelText('Email')).toHaveValue('ops@acme.example');
    await expect(screen.getByLabelText('Last Name')).toHaveValue('Hopper');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const FailureWithoutMessage: Story = {
  args: {
    initialType: 'CUSTOMER',
    onSubmit: fn((_values: RegisterValues) => Promise.reject(new Error(''))),
  },
  play: async ({ userEvent }) => {
    await fillPerson(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register');
  },
};

export const BackToTypeChoice: Story = {
  args: { initialType: 'BUSINESS' },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Email'), 'ops@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(screen.getByRole('radio', { name: /^Business/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Customer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(screen.getByRole('dialog', { name: 'Register as a Customer' })).toBeVisible();
    await expect(screen.getByLabelText('Email')).toHaveValue('ops@acme.example');
  },
};

export const Dark: Story = {
  args: { initialType: 'BUSINESS' },
  globals: { appearance: 'dark' },
};
