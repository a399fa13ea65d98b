import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SentInvitationList } from './sent-invitation-list';

const TO_ADA = {
  id: 'i1',
  email: 'ada@acme.example',
  roles: ['PURCHASER'],
  spending_limit: { amount: '20000.00', currency: 'USD' },
  expires_at: '2026-12-04T09:00:00Z',
} as const;
const TO_ALAN = {
  id: 'i2',
  email: 'alan@acme.example',
  roles: ['VIEWER'],
  spending_limit: null,
  expires_at: '2026-12-05T09:00:00Z',
} as const;

const meta = {
  title: 'Business/SentInvitationList',
  component: SentInvitationList,
  args: {
    businessName: 'Acme Automation',
    status: 'ready',
    invitations: [TO_ADA, TO_ALAN],
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SentInvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without ADMIN sees who is invited, read-only. */
export const AsMember: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('Spending limit: 20,000.00 USD')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  },
};

/** An ADMIN withdraws an invitation after confirming. */
export const AsAdmin: Story = {
  args: { onWithdraw: fn(async () => undefined) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Withdraw the invitation to alan@acme.example' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw the invitation to alan@acme.example?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(TO_ALAN);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const WithdrawFailed: Story = {
  args: { onWithdraw: fn(async () => Promise.reject(new Error('Invitation not found'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Withdraw the invitation to ada@acme.example' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invitation not found');
  },
};

export const Loading: Story = {
  args: { status: 'loading', invitations: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invitations...');
  },
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pending invitations')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', invitations: undefined, error: 'Business not found' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
