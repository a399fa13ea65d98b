import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { RfpSummary } from './rfp-summary';

const meta = {
  title: 'Procurement/RfpSummary',
  component: RfpSummary,
  args: { rfp: sampleRfp() },
  decorators: [canvasWidth(720)],
} satisfies Meta<typeof RfpSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a seller sees above the proposal form. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Warehouse Automation' })).toBeVisible();
    await expect(canvas.getByText('$50,000 – $150,000')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rfp: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading RFP...');
  },
};
