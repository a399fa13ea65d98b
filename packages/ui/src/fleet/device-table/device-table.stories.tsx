import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { device, FLEET, FLEET_NOW } from '../../internal/fixtures/devices';
import { canvasWidth, STATUS_ARG_TYPES } from '../../internal/fixtures/story-layout';
import { type DeviceStatusFilter, DeviceTable } from './device-table';

const meta = {
  title: 'Fleet/DeviceTable',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: DeviceTable,
  args: { status: 'ready', devices: FLEET, now: FLEET_NOW, onRetry: fn(), onLoadMore: fn() },
  argTypes: STATUS_ARG_TYPES,
  decorators: [canvasWidth(960)],
} satisfies Meta<typeof DeviceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's fleet: one device in each status, battery, last seen, the deal and the seller. */
export const Owned: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Robots' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Model', 'Status', 'Battery', 'Last seen', 'Deal', 'Seller']);
    const first = within(table).getByRole('row', { name: /Palletiser 1/ });
    await expect(within(first).getByRole('link', { name: 'Palletiser 1' })).toHaveAttribute(
      'href',
      `/business/robots/devices/${FLEET[0]?.id}`,
    );
    await expect(within(first).getByText('Online')).toBeVisible();
    await expect(within(first).getByText('82%')).toBeVisible();
    await expect(within(first).getByText('just now')).toHaveAttribute('title', 'Mar 10, 2026, 11:59:30 UTC');
    await expect(
      within(first).getByRole('link', { name: 'Palletising cell for plant 2 (deal)' }),
    ).toHaveAttribute('href', `/workflow/${FLEET[0]?.workflowId}`);
    await expect(within(first).getByText('RoboWorks GmbH')).toBeVisible();
    const offline = within(table).getByRole('row', { name: /Palletiser 3/ });
    await expect(within(offline).getByText('3 hours ago')).toBeVisible();
    const never = within(table).getByRole('row', { name: /Welder 4/ });
    await expect(within(never).getByText('Never seen')).toBeVisible();
    await expect(within(never).getByText('Never')).toBeVisible();
    await expect(within(never).getByText('—')).toBeVisible();
  },
};

/** The seller's view of the robots it sold: the owner instead of the seller. */
export const Sold: Story = {
  args: { side: 'SOLD', devices: FLEET.map((one) => ({ ...one, viewer: 'SELLER' as const })) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Robots sold' });
    await expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Owner');
    await expect(within(table).getAllByText('Acme Logistics')).toHaveLength(4);
  },
};

/** The status filter tells the page which status the user picked. */
export const Filtered: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState<DeviceStatusFilter>('ALL');
    const shown = filter === 'ALL' ? args.devices : args.devices?.filter((one) => one.status === filter);
    return (
      <DeviceTable
        {...args}
        devices={shown}
        statusFilter={filter}
        onStatusFilterChange={(next) => {
          setFilter(next);
          args.onStatusFilterChange?.(next);
        }}
      />
    );
  },
  args: { onStatusFilterChange: fn() },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Alert' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('ALERT');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('row', { name: /Palletiser 2/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', devices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Robots' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading robots...');
  },
};

export const Empty: Story = {
  args: { devices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No robots yet')).toBeVisible();
    await expect(
      canvas.getByText('Devices appear here once a seller registers the units of an order you placed.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const EmptySold: Story = {
  args: { devices: [], side: 'SOLD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No robots sold yet')).toBeVisible();
  },
};

export const EmptyFilter: Story = {
  args: { devices: [], statusFilter: 'ALERT', onStatusFilterChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No robots with this status')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Alert');
  },
};

export const LoadError: Story = {
  args: { status: 'error', devices: [], error: 'No response received from server' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response received from server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithLoadMore: Story = {
  args: { hasMore: true, devices: [device(1)] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };

/** At phone width the fleet scrolls inside its frame (a region in the Tab order), never the page. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  // The width a 390 px phone leaves inside the page's padding, whatever the runner's viewport.
  decorators: [canvasWidth(358)],
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Robots' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};
