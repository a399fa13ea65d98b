import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ACCOUNT_SAVED_MESSAGE, BusinessAccountForm } from './business-account-form';

const MERIDIAN = {
  name: 'Meridian Automation',
  logo_url: null,
  billing_address: 'Meridian Automation\n1 Harbour Road\nBristol BS1 4AB',
  shipping_address: null,
  tax_id: 'GB 123 4567 89',
};

const meta = {
  title: 'Business/BusinessAccountForm',
  component: BusinessAccountForm,
  args: { business: MERIDIAN, canEdit: true, onSave: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BusinessAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN changes the details; only what changed is sent, a cleared field as null. */
export const AsAdmin: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Shipping address (optional)'), 'Dock 4, 9 Quay Street');
    await userEvent.clear(canvas.getByLabelText('Tax ID (optional)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      shipping_address: 'Dock 4, 9 Quay Street',
      tax_id: null,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(ACCOUNT_SAVED_MESSAGE);
  },
};

/** A member without ADMIN reads the details. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Business name')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Only an ADMIN of the business changes these details.')).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Business name'));
    await userEvent.type(canvas.getByLabelText('Tax ID (optional)'), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('Business name is required')).toBeVisible();
    await expect(canvas.getByText('Tax ID is not in the expected format')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Business name'), ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Only an ADMIN of this business may do this'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Business name'), ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only an ADMIN of this business may do this',
    );
    await expect(canvas.getByLabelText('Business name')).toHaveValue('Meridian Automation Ltd');
  },
};
