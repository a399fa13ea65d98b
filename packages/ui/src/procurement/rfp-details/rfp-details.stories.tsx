import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { RfpDetails } from './rfp-details';

const meta = {
  title: 'Procurement/RfpDetails',
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
