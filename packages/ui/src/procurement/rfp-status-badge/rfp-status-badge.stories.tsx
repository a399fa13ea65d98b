import { Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RfpStatusBadge } from './rfp-status-badge';

const meta = {
  title: 'Procurement/RfpStatusBadge',
  component: RfpStatusBadge,
  args: { status: 'SUBMITTED' },
} satisfies Meta<typeof RfpStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Submitted')).toHaveAttribute('data-accent-color', 'blue');
  },
};

export const UnderReview: Story = {
  args: { status: 'UNDER_REVIEW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under Review')).toHaveAttribute('data-accent-color', 'orange');
  },
};

export const Approved: Story = {
  args: { status: 'APPROVED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-accent-color', 'green');
  },
};

export const Rejected: Story = {
  args: { status: 'REJECTED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-accent-color', 'red');
  },
};

export const Draft: Story = {
  args: { status: 'DRAFT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-accent-color', 'gray');
  },
};

export const AllStatuses: Story = {
  render: () => (
    <Flex gap="2">
      {['DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'].map((status) => (
        <RfpStatusBadge key={status} status={status} />
      ))}
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Draft|Submitted|Under Review|Approved|Rejected/)).toHaveLength(5);
  },
};
