import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InvitationList } from './invitation-list';

const INVITATIONS = [
  { id: 'i1', business_name: 'Demo Robotics Dealer', role: 'MEMBER', expires_at: '2026-03-16T09:00:00Z' },
  { id: 'i2', business_name: 'Acme Automation', role: 'ADMIN', expires_at: '2026-03-20T09:00:00Z' },
] as const;

const meta = {
  title: 'Business/InvitationList',
  component: InvitationList,
  args: {
    status: 'ready',
    invitations: INVITATIONS,
    onRetry: fn(),
    onAccept: fn(async () => undefined),
    onDecline: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const acme = canvas.getByRole('article', { name: 'Acme Automation' });
    await expect(within(acme).getByText('Admin')).toBeVisible();
    await userEvent.click(within(acme).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(INVITATIONS[1]);
  },
};

export const Declining: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dealer = canvas.getByRole('article', { name: 'Demo Robotics Dealer' });
    await userEvent.click(within(dealer).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(INVITATIONS[0]);
  },
};

export const Busy: Story = {
  args: { onAccept: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const dealer = canvas.getByRole('article', { name: 'Demo Robotics Dealer' });
    await userEvent.click(within(dealer).getByRole('button', { name: 'Accept' }));
    await expect(within(dealer).getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    await expect(within(dealer).getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

export const AnswerFailed: Story = {
  args: { onAccept: fn(async () => Promise.reject(new Error('Invitation not found'))) },
  play: async ({ canvas, userEvent }) => {
    const dealer = canvas.getByRole('article', { name: 'Demo Robotics Dealer' });
    await userEvent.click(within(dealer).getByRole('button', { name: 'Accept' }));
    await expect(await within(dealer).findByRole('alert')).toHaveTextContent('Invitation not found');
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
  args: { status: 'error', error: 'Authentication required', invitations: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication required');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
