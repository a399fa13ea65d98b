import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { INVITATION_SENT_MESSAGE, InviteMemberForm } from './invite-member-form';

const meta = {
  title: 'Business/InviteMemberForm',
  component: InviteMemberForm,
  args: { businessName: 'Acme Automation', onInvite: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteMemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /^Viewer/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'No limit' })).toBeChecked();
  },
};

export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Viewer/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Purchaser/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No limit' }));
    await userEvent.type(canvas.getByLabelText('Amount'), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'ada@example.com',
      roles: ['PURCHASER'],
      spending_limit: { amount: '20000.00', currency: 'USD' },
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(INVITATION_SENT_MESSAGE);
  },
};

export const NoRoleOrLimit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Viewer/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No limit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }));
    await expect(canvas.getByText('Choose at least one role')).toBeVisible();
    await expect(canvas.getByText('Enter a limit greater than 0, or choose No limit')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }));
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onInvite: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { onInvite: fn(async () => Promise.reject(new Error('Too many invitations; try again later'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many invitations; try again later');
  },
};
