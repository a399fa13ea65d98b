import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SAMPLE_PROPOSALS } from '../../internal/fixtures/proposals';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { RfpDetails } from './rfp-details';

const meta = {
  title: 'Procurement/RfpDetails',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: RfpDetails,
  args: { status: 'ready', rfp: sampleRfp(), onRetry: fn() },
  decorators: [canvasWidth(1100)],
} satisfies Meta<typeof RfpDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's view of a submitted RFP: no edit, no submit. */
export const Submitted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Warehouse Automation' })).toBeVisible();
    await expect(canvas.getByText('No proposals received yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit RFP' })).toBeNull();
  },
};

/** The buyer's draft: Edit RFP and Submit RFP. */
export const BuyerDraft: Story = {
  args: { rfp: sampleRfp({ status: 'DRAFT' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit RFP' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Submit RFP' })).toBeVisible();
  },
};

/** A withdrawn RFP can be resubmitted, not edited. */
export const Rejected: Story = {
  args: { rfp: sampleRfp({ status: 'REJECTED' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Submit RFP' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit RFP' })).toBeNull();
  },
};

/** An invited seller's view: the same RFP without the buyer's actions. */
export const SellerView: Story = {
  args: { rfp: sampleRfp({ status: 'DRAFT' }), canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Edit RFP' })).toBeNull();
  },
};

/** The buyer's view once sellers answered: every proposal, and a link to compare them. */
export const BuyerWithProposals: Story = {
  args: { proposals: SAMPLE_PROPOSALS, compareHref: '/workflow/wf-1' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Proposals' });
    await expect(list.querySelectorAll('li')).toHaveLength(SAMPLE_PROPOSALS.length);
    await expect(canvas.getByText('Northgate Robotics')).toBeVisible();
    await expect(canvas.queryByText('No proposals received yet')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Compare proposals' })).toHaveAttribute(
      'href',
      '/workflow/wf-1',
    );
  },
};

/** A seller sees its own proposal only, and nothing to compare. */
export const SellerWithOwnProposal: Story = {
  args: { canManage: false, proposals: SAMPLE_PROPOSALS.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Demo Robotics Dealer')).toBeVisible();
    await expect(canvas.getByText('$42,000.00')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Compare proposals' })).toBeNull();
  },
};

export const ProposalsLoading: Story = {
  args: { proposalsStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading proposals...');
  },
};

/** The RFP loaded but its proposals did not: the section says so and retries on its own. */
export const ProposalsError: Story = {
  args: { proposalsStatus: 'error', proposalsError: 'Network error', onRetryProposals: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Network error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryProposals).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rfp: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading RFP...');
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', rfp: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RFP not found. Please check the URL and try again.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', rfp: undefined, error: 'Something went wrong on our side. Try again.' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch RFP data');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An RFP with a bid deadline lists it with its requirements. */
export const WithBidDeadline: Story = {
  args: { rfp: sampleRfp({ bidDeadline: '2026-04-15T23:59:59Z' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bids close Apr 15, 2026')).toBeVisible();
  },
};
