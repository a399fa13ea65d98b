import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LinkRequestList } from './link-request-list';

const REQUESTS = [
  {
    id: 'r1',
    business_name: 'Child Works',
    requested_by_email: 'owner@child.example',
    created_at: '2026-03-02T09:00:00Z',
  },
  {
    id: 'r2',
    business_name: 'North Branch',
    requested_by_email: 'lead@north.example',
    created_at: '2026-03-01T09:00:00Z',
  },
];

const meta = {
  title: 'Business/LinkRequestList',
  component: LinkRequestList,
  args: {
    businessName: 'Demo Robotics Dealer',
    status: 'ready',
    requests: REQUESTS,
    onRetry: fn(),
    onApprove: fn(async () => undefined),
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
} satisfies Meta<typeof LinkRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const child = canvas.getByRole('article', { name: 'Child Works' });
    await expect(child).toHaveTextContent('Asked by owner@child.example');
    await userEvent.click(within(child).getByRole('button', { name: 'Approve Child Works' }));
    await expect(args.onApprove).toHaveBeenCalledWith(REQUESTS[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline North Branch' }));
    await expect(args.onDecline).toHaveBeenCalledWith(REQUESTS[1]);
  },
};

export const Approving: Story = {
  args: { onApprove: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Child Works' }));
    await expect(canvas.getByRole('button', { name: 'Approving... Child Works' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline Child Works' })).toBeDisabled();
  },
};

export const ApproveFailed: Story = {
  args: { onApprove: fn(async () => Promise.reject(new Error('This link request was already decided'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Child Works' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link request was already decided');
  },
};

export const Loading: Story = {
  args: { status: 'loading', requests: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading link requests...');
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pending link requests')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Only an ADMIN of this business may do this', requests: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only an ADMIN of this business may do this');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
