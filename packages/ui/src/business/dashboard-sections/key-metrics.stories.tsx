import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { KeyMetrics } from './key-metrics';

const meta = {
  title: 'Business/Dashboard/KeyMetrics',
  component: KeyMetrics,
  args: {
    status: 'ready',
    metrics: { totalSpend: '1250000.00', activeWorkflows: 5, savings: '180000.00', currency: 'USD' },
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof KeyMetrics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,250,000')).toBeVisible();
    await expect(canvas.getByText('$180,000')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { metrics: { totalSpend: '0.00', activeWorkflows: 0, savings: '0.00', currency: 'USD' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('$0')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', metrics: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Key Metrics' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { status: 'error', metrics: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load metrics');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
