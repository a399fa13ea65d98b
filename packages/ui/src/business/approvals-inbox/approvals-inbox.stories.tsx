import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WAITING_APPROVAL } from '../../internal/fixtures/approvals';
import type { ApprovalView } from '../approval-card';
import { ApprovalsInbox } from './approvals-inbox';

const base = WAITING_APPROVAL;
const APPROVALS: ApprovalView[] = [
  base,
  { ...base, id: 'a2', title: 'Palletising cell', amount: '64000.00', required_approvals: 2 },
];

const meta = {
  title: 'Business/ApprovalsInbox',
  component: ApprovalsInbox,
  args: {
    status: 'ready',
    approvals: APPROVALS,
    onRetry: fn(),
    onApprove: fn(async () => undefined),
    onDecline: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApprovalsInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    const cell = canvas.getByRole('article', { name: 'Palletising cell' });
    await expect(cell).toHaveTextContent('0 of 2 approvals');
    await userEvent.click(within(cell).getByRole('button', { name: 'Approve Palletising cell' }));
    await expect(args.onApprove).toHaveBeenCalledWith(APPROVALS[1]);
  },
};

/** What a member who asked sees of their own requests: no buttons. */
export const Requested: Story = {
  args: {
    title: 'Your awards waiting for approval',
    approvals: APPROVALS.map((approval) => ({ ...approval, can_decide: false })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', approvals: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading approvals...');
  },
};

export const Empty: Story = {
  args: { approvals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to approve')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: 'Something went wrong on our side. Try again.', approvals: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
