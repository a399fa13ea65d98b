import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type within } from 'storybook/test';
import { SellerMetrics } from './seller-metrics';

const meta = {
  title: 'Business/Dashboard/SellerMetrics',
  component: SellerMetrics,
  args: {
    status: 'ready',
    metrics: {
      revenue: '195000.00',
      activeDeals: 2,
      winRate: { accepted: 2, decided: 3, rate: '0.6667' },
      averageTimeToAwardHours: 52,
      currency: 'USD',
    },
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof SellerMetrics>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** A seller with revenue, two open deals, two wins out of three and awards after two days. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Revenue')).toHaveTextContent('$195,000');
    await expect(figure(canvas, 'Active deals')).toHaveTextContent('2');
    await expect(figure(canvas, 'Win rate')).toHaveTextContent('67%');
    await expect(canvas.getByText('2 of 3 decided proposals')).toBeVisible();
    await expect(figure(canvas, 'Average time to award')).toHaveTextContent('2 days 4 hours');
  },
};

/** A new seller: nothing decided or awarded yet. */
export const NoDealsYet: Story = {
  args: {
    metrics: {
      revenue: '0.00',
      activeDeals: 0,
      winRate: null,
      averageTimeToAwardHours: null,
      currency: 'USD',
    },
  },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Revenue')).toHaveTextContent('$0');
    await expect(figure(canvas, 'Win rate')).toHaveTextContent('—');
    await expect(canvas.getByText('No decided proposals yet')).toBeVisible();
    await expect(canvas.getByText('No awards yet')).toBeVisible();
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
