import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SAMPLE_PROPOSALS } from '../../internal/fixtures/proposals';
import type { ProposalView } from '../../views/proposal-view';
import { ProposalList } from './proposal-list';

const [FIRST, SECOND, THIRD] = SAMPLE_PROPOSALS as [ProposalView, ProposalView, ProposalView];

const meta = {
  title: 'Procurement/ProposalList',
  component: ProposalList,
  args: {
    status: 'ready',
    proposals: SAMPLE_PROPOSALS,
    canAccept: true,
    onAccept: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProposalList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buyer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('$42,000.00');
    await expect(rows[0]).toHaveTextContent('Delivery: 6 weeks');
    await expect(rows[2]).toHaveTextContent('Delivery: 1 week');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Northgate Robotics' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Accept Northgate Robotics's proposal of $38,950.00?",
    });
    await expect(dialog).toHaveTextContent('The other 2 pending proposals will be declined.');
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept proposal' }));
    await expect(args.onAccept).toHaveBeenCalledWith(SECOND.id);
  },
};

export const Seller: Story = {
  args: { canAccept: false, proposals: [FIRST] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

/** The seller's own pending proposal: Revise leads to the form, Withdraw asks first. */
export const SellerWithdraws: Story = {
  args: {
    canAccept: false,
    proposals: [FIRST],
    onWithdraw: fn(async () => undefined),
    reviseHref: (proposal) => `/rfp/respond/rfp-1?revise=${proposal.id}`,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Revise' })).toHaveAttribute(
      'href',
      `/rfp/respond/rfp-1?revise=${FIRST.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your proposal of $42,000.00?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw proposal' }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith(FIRST.id);
  },
};

/** A withdrawal the server refused: the reason, and the proposal stays. */
export const WithdrawFailed: Story = {
  args: {
    canAccept: false,
    proposals: [FIRST],
    onWithdraw: fn(async () => {
      throw new Error('The workflow no longer takes proposals');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw proposal' }),
    );
    await expect(
      await canvas.findByText('Failed to withdraw proposal: The workflow no longer takes proposals'),
    ).toBeVisible();
  },
};

/** The buyer sees what a revision replaced. */
export const Revised: Story = {
  args: {
    proposals: [
      { ...SECOND, revisedFrom: { proposalId: THIRD.id, price: '41000.00' } },
      { ...THIRD, status: 'WITHDRAWN' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Revised from $41,000.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

/** A colleague of the seller sent it: the card says who, and for which business (ADR 0089). */
export const SentByAColleague: Story = {
  args: {
    proposals: [
      {
        ...FIRST,
        sentBy: {
          userId: '0b9f2c4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e',
          name: 'Ada Lovelace',
          businessName: 'Meridian Automation',
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent by Ada Lovelace for Meridian Automation')).toBeVisible();
  },
};

export const AfterAcceptance: Story = {
  args: {
    proposals: [
      { ...FIRST, status: 'ACCEPTED' },
      { ...SECOND, status: 'REJECTED' },
      { ...THIRD, status: 'WITHDRAWN' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
  },
};

/** Accepted over the buyer's spending limit: it waits for an approver, with no Accept meanwhile. */
export const WaitingForApproval: Story = {
  args: {
    proposals: [{ ...FIRST, status: 'PENDING_APPROVAL' }, SECOND],
  },
  play: async ({ canvas }) => {
    const [waiting] = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(waiting).toHaveTextContent('Waiting for approval');
    await expect(within(waiting as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** Cancelling the confirmation accepts nothing. */
export const AcceptCancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Accepting: Story = {
  args: { onAccept: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept proposal' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Accepting... proposal from Demo Robotics Dealer' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Accept proposal from Northgate Robotics' }),
    ).toBeDisabled();
  },
};

export const AcceptFailed: Story = {
  args: {
    onAccept: fn(async () => {
      throw new Error('Failed to accept proposal');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept proposal from Demo Robotics Dealer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept proposal' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Failed to accept proposal$/);
  },
};

export const Empty: Story = {
  args: { proposals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No proposals yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', proposals: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading proposals...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', proposals: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load proposals');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };

/** A proposal that carries an acceptance test says it in a sentence. */
export const WithAcceptanceTest: Story = {
  args: {
    proposals: [
      { ...FIRST, acceptanceTest: { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [] } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Acceptance test: Each delivered unit reports ≥ 40 h of operation with no critical error code within 14 days.',
      ),
    ).toBeVisible();
  },
};
