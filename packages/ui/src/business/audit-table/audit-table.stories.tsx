import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { type AuditFilters, AuditTable, type AuditTableProps, NO_AUDIT_FILTERS } from './audit-table';

const GRACE = { id: 'u1', name: 'Grace Hopper', email: 'grace@acme.example' };
const ADA = { id: 'u2', name: 'Ada Lovelace', email: 'ada@acme.example' };

const EVENTS: AuditTableProps['events'] = [
  {
    id: 'e4',
    action: 'member.updated',
    actor: GRACE,
    subject_type: 'member',
    subject_id: 'u2',
    details: {
      email: 'ada@acme.example',
      roles: ['PURCHASER', 'APPROVER'],
      previousRoles: ['PURCHASER'],
      spendingLimit: { amount: '20000.00', currency: 'USD' },
    },
    created_at: '2026-11-20T10:15:00Z',
  },
  {
    id: 'e3',
    action: 'invitation.accepted',
    actor: ADA,
    subject_type: 'invitation',
    subject_id: 'i1',
    details: { email: 'ada@acme.example', roles: ['PURCHASER'] },
    created_at: '2026-11-20T09:00:00Z',
  },
  {
    id: 'e2',
    action: 'invitation.sent',
    actor: GRACE,
    subject_type: 'invitation',
    subject_id: 'i1',
    details: { email: 'ada@acme.example', roles: ['PURCHASER'], spendingLimit: null },
    created_at: '2026-11-19T16:40:00Z',
  },
  {
    id: 'e1',
    action: 'payout.released',
    actor: null,
    subject_type: 'payout',
    subject_id: null,
    details: { amount: '1200.00' },
    created_at: '2026-11-18T08:00:00Z',
  },
];

/** The table holding its own filters, as the page does. */
function Controlled(props: AuditTableProps) {
  const [filters, setFilters] = useState<AuditFilters>(props.filters);
  return (
    <AuditTable
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Business/AuditTable',
  component: AuditTable,
  render: (args) => <Controlled {...args} />,
  args: {
    status: 'ready',
    events: EVENTS,
    filters: NO_AUDIT_FILTERS,
    actors: [GRACE, ADA],
    onRetry: fn(),
    onFiltersChange: fn(),
    onExport: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what and when, newest first; the platform shows as RoboMarket. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText('Roles changed')).toBeVisible();
    await expect(canvas.getByText(/roles: PURCHASER, APPROVER/)).toBeVisible();
    await expect(canvas.getByText(/spendingLimit: 20000.00 USD/)).toBeVisible();
    await expect(canvas.getByText('RoboMarket')).toBeVisible();
  },
};

/** Filters apply as soon as one changes. */
export const Filtering: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Invitations' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_AUDIT_FILTERS,
      action: 'invitation',
    });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Who' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_AUDIT_FILTERS,
      action: 'invitation',
      actorId: 'u2',
    });
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-19');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      action: 'invitation',
      actorId: 'u2',
      from: '2026-11-19',
      to: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_AUDIT_FILTERS);
  },
};

export const Exporting: Story = {
  args: { onExport: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(async () => Promise.reject(new Error('Only an ADMIN of this business may do this'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only an ADMIN of this business may do this',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', events: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events yet')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { events: [], filters: { ...NO_AUDIT_FILTERS, action: 'key' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events match these filters')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', events: undefined, error: 'Only an ADMIN of this business may do this' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only an ADMIN of this business may do this');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Money moves: a payment started and released, a dispute opened and settled, with their amounts. */
export const MoneyMoves: Story = {
  args: {
    events: [
      {
        id: 'm4',
        action: 'dispute.settled',
        actor: ADA,
        subject_type: 'dispute',
        subject_id: 'd1',
        details: {
          workflow: 'Palletising cell',
          amount: { amount: '30000.00', currency: 'USD' },
          outcome: 'REFUNDED',
          refunded: { amount: '30000.00', currency: 'USD' },
        },
        created_at: '2026-11-21T10:00:00Z',
      },
      {
        id: 'm3',
        action: 'dispute.opened',
        actor: GRACE,
        subject_type: 'dispute',
        subject_id: 'd1',
        details: { workflow: 'Palletising cell', amount: { amount: '30000.00', currency: 'USD' } },
        created_at: '2026-11-20T10:00:00Z',
      },
      {
        id: 'm2',
        action: 'payment.released',
        actor: GRACE,
        subject_type: 'payment',
        subject_id: 'p2',
        details: { workflow: 'Welding arm', amount: { amount: '12000.00', currency: 'EUR' } },
        created_at: '2026-11-19T10:00:00Z',
      },
      {
        id: 'm1',
        action: 'payment.session_opened',
        actor: GRACE,
        subject_type: 'payment',
        subject_id: 'p2',
        details: { workflow: 'Welding arm', amount: { amount: '12000.00', currency: 'EUR' } },
        created_at: '2026-11-18T10:00:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    for (const label of ['Dispute settled', 'Dispute opened', 'Funds released', 'Payment started']) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByText(/amount: 12000\.00 EUR/)).toHaveLength(2);
  },
};
