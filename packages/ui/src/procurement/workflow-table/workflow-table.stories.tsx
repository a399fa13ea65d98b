import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import {
  WorkflowFilters,
  type WorkflowFilterValues,
  WorkflowTable,
  type WorkflowTableRow,
} from './workflow-table';

const ROWS: WorkflowTableRow[] = [
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000b1',
    title: 'Palletising cell for line 4',
    requestType: 'RFP',
    status: 'NEGOTIATION_IN_PROGRESS',
    updatedAt: '2026-03-09T15:30:00Z',
    side: 'buyer',
  },
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000b2',
    title: 'Two welding cells',
    requestType: 'CUSTOM_ORDER',
    status: 'ORDER_COMPLETED',
    updatedAt: '2026-02-20T12:00:00Z',
    side: 'seller',
  },
];

const meta = {
  title: 'Procurement/WorkflowTable',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: WorkflowTable,
  // Documented on this component's Docs page too.
  subcomponents: { WorkflowFilters },
  args: { status: 'ready', workflows: ROWS, onRetry: fn(), onClearFilters: fn(), onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 820, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkflowTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    const rows = within(canvas.getByRole('table', { name: 'Workflows' })).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Buying');
    await expect(rows[1]).toHaveTextContent('Negotiating with suppliers');
    await expect(rows[2]).toHaveTextContent('Custom order');
    await expect(rows[2]).toHaveTextContent('Selling');
    await expect(rows[2]).toHaveTextContent('Feb 20, 2026');
    await expect(canvas.getByRole('link', { name: 'Two welding cells' })).toHaveAttribute(
      'href',
      '/workflow/5b0c8e2a-1d3f-4a6b-9c7e-0000000000b2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading workflows...');
  },
};

export const Empty: Story = {
  args: { workflows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No workflows yet')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { workflows: [], filtered: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No workflows match these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load workflows')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function FiltersHarness({ onChange }: { onChange: (value: WorkflowFilterValues) => void }) {
  const [value, setValue] = useState<WorkflowFilterValues>({ statuses: [] });
  return (
    <WorkflowFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

export const Filters: Story = {
  render: (args) => <FiltersHarness onChange={args.onRetry} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Order completed' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Price agreed' }));
    // Statuses keep the contract's order, whatever order they were ticked in.
    await expect(args.onRetry).toHaveBeenLastCalledWith({ statuses: ['PRICE_AGREED', 'ORDER_COMPLETED'] });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Request type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom order' }));
    await expect(args.onRetry).toHaveBeenLastCalledWith({
      statuses: ['PRICE_AGREED', 'ORDER_COMPLETED'],
      requestType: 'CUSTOM_ORDER',
    });
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
