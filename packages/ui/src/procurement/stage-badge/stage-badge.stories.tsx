import { Flex } from '@radix-ui/themes';
import { workflowStatusValues } from '@robomarket/api-client/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StageBadge } from './stage-badge';

const meta = {
  title: 'Procurement/StageBadge',
  component: StageBadge,
  args: { status: 'REQUEST_CREATED' },
  argTypes: {
    status: { control: 'select', options: [...workflowStatusValues, 'UNKNOWN'] },
    size: { control: 'inline-radio', options: ['1', '2', '3'] },
  },
} satisfies Meta<typeof StageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-accent-color', 'gray');
  },
};

export const Negotiation: Story = {
  args: { status: 'NEGOTIATION_IN_PROGRESS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Negotiation')).toHaveAttribute('data-accent-color', 'blue');
  },
};

export const Review: Story = {
  args: { status: 'PRICE_AGREED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Review')).toHaveAttribute('data-accent-color', 'yellow');
  },
};

export const Approved: Story = {
  args: { status: 'ORDER_IN_PROGRESS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-accent-color', 'green');
  },
};

export const Completed: Story = {
  args: { status: 'ORDER_CANCELLED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-accent-color', 'purple');
  },
};

export const UnknownStatus: Story = {
  args: { status: 'SOMETHING_NEW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-stage', 'DRAFT');
  },
};

export const EveryStatus: Story = {
  render: (args) => (
    <Flex gap="2" wrap="wrap">
      {workflowStatusValues.map((status) => (
        <StageBadge key={status} {...args} status={status} />
      ))}
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Draft')).toHaveLength(2);
  },
};

export const Dark: Story = { args: { status: 'PRICE_AGREED' }, globals: { appearance: 'dark' } };
