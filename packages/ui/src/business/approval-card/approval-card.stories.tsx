import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WAITING_APPROVAL } from '../../internal/fixtures/approvals';
import { ApprovalCard } from './approval-card';

const WAITING = WAITING_APPROVAL;

const meta = {
  title: 'Business/ApprovalCard',
  component: ApprovalCard,
  args: {
    approval: WAITING,
    onApprove: fn(async () => undefined),
    onDecline: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApprovalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approver sees an award waiting for them and approves it. */
export const Approver: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Warehouse picking robots' });
    await expect(card).toHaveTextContent('$30,000.00');
    await expect(card).toHaveTextContent('Waiting for approval');
    await expect(card).toHaveTextContent("Above the member's spending limit");
    await expect(card).toHaveTextContent('0 of 1 approval');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Warehouse picking robots' }));
    await expect(args.onApprove).toHaveBeenCalledWith(WAITING);
  },
};

/** Declining needs a reason; the reason goes with the decline. */
export const Declining: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Warehouse picking robots' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline award' }));
    await expect(canvas.getByText('Give a reason for declining')).toBeVisible();
    await expect(args.onDecline).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Reason for declining'), 'Over the Q3 budget');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline award' }));
    await expect(args.onDecline).toHaveBeenCalledWith(WAITING, 'Over the Q3 budget');
  },
};

/** A failed approval shows the server's message in the card. */
export const ApproveFailed: Story = {
  args: {
    onApprove: fn(async () => Promise.reject(new Error('The proposal is no longer waiting for approval'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Warehouse picking robots' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The proposal is no longer waiting for approval',
    );
  },
};

/** While the approval runs, both answers wait. */
export const Approving: Story = {
  args: { onApprove: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Warehouse picking robots' }));
    await expect(
      canvas.getByRole('button', { name: 'Approving... Warehouse picking robots' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline Warehouse picking robots' })).toBeDisabled();
  },
};

/** The member who asked sees it waiting, without buttons; a chain shows who approved so far. */
export const Requester: Story = {
  args: {
    approval: {
      ...WAITING,
      can_decide: false,
      amount: '75000.00',
      reasons: ['member_limit', 'business_threshold'],
      required_approvals: 2,
      approvals: [{ approver_name: 'Ada Approver' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('1 of 2 approvals (Ada Approver)');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A declined award says who declined it and why. */
export const Declined: Story = {
  args: {
    approval: {
      ...WAITING,
      can_decide: false,
      status: 'DECLINED',
      decline_reason: 'Over the Q3 budget',
      decided_by_name: 'Ada Approver',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(
      'Declined by Ada Approver: Over the Q3 budget',
    );
  },
};

/** An approved counter offer. */
export const Approved: Story = {
  args: {
    approval: {
      ...WAITING,
      subject_type: 'offer',
      title: 'Six-axis arm',
      can_decide: false,
      status: 'APPROVED',
      approvals: [{ approver_name: 'Ada Approver' }],
      decided_by_name: 'Ada Approver',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Counter offer from Seller Robotics');
    await expect(canvas.getByRole('article')).toHaveTextContent('Approved by Ada Approver');
  },
};

/** Nobody decided in time. */
export const Expired: Story = {
  args: { approval: { ...WAITING, can_decide: false, status: 'EXPIRED', reasons: ['subsidiary_budget'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Expired');
    await expect(canvas.getByRole('article')).toHaveTextContent("Past the parent's budget");
  },
};
