import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { MyRfps } from './my-rfps';

const id = (n: number) => `3c9e4b1a-2d7f-4e8a-9b6c-00000000000${n}`;

const meta = {
  title: 'Procurement/MyRfps',
  component: MyRfps,
  args: {
    status: 'ready',
    rfps: [
      sampleRfp({ id: id(1), useCase: 'Warehouse Automation', status: 'DRAFT' }),
      sampleRfp({ id: id(2), useCase: 'Medical Supply Delivery', status: 'SUBMITTED' }),
      sampleRfp({ id: id(3), useCase: 'Construction Site Inspection', status: 'UNDER_REVIEW' }),
      sampleRfp({ id: id(4), useCase: 'Agricultural Monitoring', status: 'REJECTED' }),
      sampleRfp({ id: id(5), useCase: 'Vineyard drones', status: 'APPROVED' }),
    ],
    onWithdraw: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
  decorators: [canvasWidth(1100)],
} satisfies Meta<typeof MyRfps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's RFPs in every status. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit Warehouse Automation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Resubmit Agricultural Monitoring' })).toBeVisible();
  },
};

export const Withdrawing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Medical Supply Delivery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw RFP?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw RFP' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { rfps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No RFPs yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rfps: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your RFPs...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', rfps: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch RFPs');
  },
};
