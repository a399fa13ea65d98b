import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InspectionNotice } from './inspection-notice';

const meta = {
  title: 'Payments/InspectionNotice',
  component: InspectionNotice,
  args: { inspectionEndsAt: '2026-03-09T09:00:00Z', viewerRole: 'buyer' },
} satisfies Meta<typeof InspectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buyer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Inspection period ends Mar 9, 2026. Release the funds or open a dispute before then.',
    );
  },
};

export const Seller: Story = {
  args: { viewerRole: 'seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Delivered. The funds are released to you automatically on Mar 9, 2026 unless the buyer opens a dispute.',
    );
  },
};

export const Viewer: Story = {
  args: { viewerRole: 'viewer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Inspection period ends Mar 9, 2026');
  },
};

export const WhileDisputed: Story = {
  args: { disputeActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('A dispute is open');
  },
};
