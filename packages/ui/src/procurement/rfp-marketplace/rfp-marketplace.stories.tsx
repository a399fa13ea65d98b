import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleRfp } from '../../internal/fixtures/rfps';
import { canvasWidth } from '../../internal/fixtures/story-layout';
import { RfpCard } from './rfp-card';
import { NO_FILTERS } from './rfp-filters';
import { RfpMarketplace } from './rfp-marketplace';

const RFPS = [
  sampleRfp(),
  sampleRfp({
    id: '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    useCase: 'Medical Supply Delivery',
    industry: 'Healthcare',
    description: 'Deliver medicines between wards on three floors.',
    budget: { min: '20000.00', max: '45000.00', currency: 'EUR' },
    status: 'UNDER_REVIEW',
  }),
  sampleRfp({
    id: '6e3d2c1b-0a9f-4b8c-9d7e-6f5a4b3c2d1e',
    useCase: 'Agricultural Monitoring',
    industry: 'Agriculture',
    description: 'Weekly crop scans over 400 hectares.',
  }),
];

const meta = {
  title: 'Procurement/RfpMarketplace',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: RfpMarketplace,
  // Documented on this component's Docs page too.
  subcomponents: { RfpCard },
  args: {
    status: 'ready',
    rfps: RFPS,
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [canvasWidth(1100)],
} satisfies Meta<typeof RfpMarketplace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller browses the open RFPs. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: /View Details & Respond/ })).toHaveLength(3);
  },
};

export const Filtering: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Industry'), 'health');
    await userEvent.type(canvas.getByLabelText('Minimum budget'), '10000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      industry: 'health',
      minBudget: '10000.00',
      maxBudget: '',
    });
  },
};

/** Budgets typed as people write them: "30,000" and "150,000.5"; the arrows step by 1000. */
export const FilteringWithThousandsCommas: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Minimum budget'), '30,000');
    await userEvent.type(canvas.getByLabelText('Maximum budget'), '150,000.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      industry: '',
      minBudget: '30000.00',
      maxBudget: '150000.50',
    });
    await userEvent.type(canvas.getByLabelText('Minimum budget'), '{ArrowDown}');
    await expect(canvas.getByLabelText('Minimum budget')).toHaveValue('29000');
  },
};

export const Empty: Story = {
  args: { rfps: [], filters: { industry: 'Mining', minBudget: '', maxBudget: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matching RFPs found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rfps: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading RFPs...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', rfps: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch RFPs');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** An RFP with a bid deadline says when bids close; the others say nothing of it. */
export const WithBidDeadline: Story = {
  args: { rfps: [sampleRfp({ bidDeadline: '2026-04-15T23:59:59Z' }), ...RFPS.slice(1)] },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards[0]).toHaveTextContent('Bids close Apr 15, 2026');
    await expect(cards[1]).not.toHaveTextContent('Bids close');
  },
};
