import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { AlertView } from '../../views/alert-view';
import { AlertList, type AlertListProps } from './alert-list';

const NOW = new Date('2026-11-27T12:00:00Z');

const LOW_BATTERY: AlertView = {
  id: '6a1f0c1e-0000-4000-8000-000000000001',
  deviceId: '5b2e0c1e-0000-4000-8000-000000000001',
  deviceName: 'AMR-7 #1042',
  ruleId: '4c3d0c1e-0000-4000-8000-000000000001',
  ruleName: 'Battery low',
  kind: 'BELOW',
  severity: 'WARNING',
  status: 'OPEN',
  message: 'battery below 15 for 10 minutes (12.5)',
  value: 12.5,
  raisedAt: '2026-11-27T11:55:00Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
};
const ERROR_CODE: AlertView = {
  ...LOW_BATTERY,
  id: '6a1f0c1e-0000-4000-8000-000000000002',
  deviceId: '5b2e0c1e-0000-4000-8000-000000000002',
  deviceName: 'AMR-7 #1043',
  ruleName: 'Motor fault',
  kind: 'ERROR_CODE',
  severity: 'CRITICAL',
  message: 'error code 31 seen',
  value: 31,
  raisedAt: '2026-11-27T09:00:00Z',
};
const ACKNOWLEDGED: AlertView = {
  ...ERROR_CODE,
  id: '6a1f0c1e-0000-4000-8000-000000000003',
  status: 'ACKNOWLEDGED',
  acknowledgedAt: '2026-11-27T09:10:00Z',
  acknowledgedBy: 'Grace Hopper',
};
const RESOLVED: AlertView = {
  ...LOW_BATTERY,
  id: '6a1f0c1e-0000-4000-8000-000000000004',
  status: 'RESOLVED',
  raisedAt: '2026-11-25T08:00:00Z',
  resolvedAt: '2026-11-25T08:30:00Z',
  resolvedBy: null,
};

/** The list with its filter held in state, as a page holds it. */
function Stateful(props: AlertListProps) {
  const [filter, setFilter] = useState(props.filter);
  return (
    <AlertList
      {...props}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fleet/AlertList',
  component: AlertList,
  render: (args) => <Stateful {...args} />,
  args: {
    status: 'ready',
    alerts: [LOW_BATTERY, ERROR_CODE],
    filter: 'OPEN',
    canAct: true,
    now: NOW,
    deviceHref: (id: string) => `/business/robots/devices/${id}`,
    onFilterChange: fn(),
    onRetry: fn(),
    onAcknowledge: fn(async () => undefined),
    onResolve: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open alerts with severity, device, message and when raised; Acknowledge and Resolve report the alert. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Open alerts' });
    await expect(table).toHaveTextContent('battery below 15 for 10 minutes (12.5)');
    await expect(table).toHaveTextContent('5 minutes ago');
    await expect(table).toHaveTextContent('3 hours ago');
    await expect(canvas.getByRole('link', { name: 'AMR-7 #1042' })).toHaveAttribute(
      'href',
      `/business/robots/devices/${LOW_BATTERY.deviceId}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Acknowledge Battery low on AMR-7 #1042' }));
    await expect(args.onAcknowledge).toHaveBeenCalledWith(LOW_BATTERY);
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve Motor fault on AMR-7 #1043' }));
    await expect(args.onResolve).toHaveBeenCalledWith(ERROR_CODE);
  },
};

/** The filter tells the page which status to show. */
export const FilterByStatus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Acknowledged' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('ACKNOWLEDGED');
  },
};

/** Acknowledged alerts say by whom, and offer Resolve only. */
export const Acknowledged: Story = {
  args: { filter: 'ACKNOWLEDGED', alerts: [ACKNOWLEDGED] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('table', { name: 'Acknowledged alerts' }));
    await expect(row.getByText('by Grace Hopper')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    await expect(row.getByRole('button', { name: /^Resolve/ })).toBeVisible();
  },
};

/** Resolved alerts have no actions; one the server resolved says the condition cleared. */
export const Resolved: Story = {
  args: { filter: 'RESOLVED', alerts: [RESOLVED] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('condition cleared')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Resolve/ })).toBeNull();
  },
};

/** A VIEWER sees the alerts without Acknowledge or Resolve. */
export const Viewer: Story = {
  args: { canAct: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Open alerts' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Acknowledge|Resolve/ })).toBeNull();
  },
};

/** A refused move shows its reason on the row. */
export const ActionFails: Story = {
  args: {
    alerts: [LOW_BATTERY],
    onAcknowledge: fn(async () => Promise.reject(new Error('The alert is not open'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Acknowledge/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The alert is not open');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading alerts...');
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No alerts')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: 'Failed to load alerts' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load alerts');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
