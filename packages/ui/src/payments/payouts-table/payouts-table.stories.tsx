import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PayoutOrderView } from './payouts-table';
import { PayoutsTable } from './payouts-table';

const workflow = (n: number) => `5b0c8e2a-1d3f-4a6b-9c7e-${String(n).padStart(12, '0')}`;

const order = (n: number, change: Partial<PayoutOrderView>): PayoutOrderView => ({
  workflowId: workflow(n),
  title: `Order ${n}`,
  paymentId: `7c1d2e3f-0000-4000-8000-${String(n).padStart(12, '0')}`,
  gross: '100000.00',
  fee: '0.00',
  net: '0.00',
  state: 'held',
  currency: 'USD',
  paidAt: '2026-03-01T10:00:00Z',
  releasedAt: null,
  paidOutAt: null,
  ...change,
});

/** One order in each state, newest first. */
const EACH_STATE: PayoutOrderView[] = [
  order(1, { title: 'Welding cell', state: 'held', paidAt: '2026-03-10T10:00:00Z' }),
  order(2, {
    title: 'Palletising robot',
    gross: '200000.00',
    fee: '5000.00',
    net: '195000.00',
    state: 'available',
    releasedAt: '2026-03-08T10:00:00Z',
  }),
  order(3, {
    title: 'Vision kit',
    gross: '50000.00',
    fee: '1250.00',
    net: '48750.00',
    state: 'paid_out',
    releasedAt: '2026-03-02T10:00:00Z',
    paidOutAt: '2026-03-05T10:00:00Z',
  }),
  order(4, { title: 'Gripper set', state: 'refunded', gross: '12000.00' }),
];

const meta = {
  title: 'Payments/PayoutsTable',
  component: PayoutsTable,
  args: { status: 'ready', orders: EACH_STATE, onRetry: fn(), onLoadMore: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 820, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayoutsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: held orange, available green, paid out blue, refunded gray; gross, fee and net per order. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Order', 'Gross', 'Fee', 'Net', 'Status', 'Date']);
    const available = within(table).getByRole('row', { name: /Palletising robot/ });
    await expect(within(available).getByText('$200,000.00')).toBeVisible();
    await expect(within(available).getByText('$5,000.00')).toBeVisible();
    await expect(within(available).getByText('$195,000.00')).toBeVisible();
    await expect(within(available).getByText('Available')).toHaveAttribute('data-accent-color', 'green');
    await expect(within(available).getByText('Mar 8, 2026')).toBeVisible();
    await expect(within(table).getByText('Held in escrow')).toHaveAttribute('data-accent-color', 'orange');
    await expect(within(table).getByText('Refunded')).toHaveAttribute('data-accent-color', 'gray');
    await expect(
      within(available).getByRole('link', { name: 'Palletising robot (workflow)' }),
    ).toHaveAttribute('href', `/workflow/${workflow(2)}`);
  },
};

/** An order whose money went to the bank shows the payout's date. */
export const PaidOut: Story = {
  args: { orders: EACH_STATE.filter((one) => one.state === 'paid_out') },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Vision kit/ });
    await expect(within(row).getByText('Paid out')).toHaveAttribute('data-accent-color', 'blue');
    await expect(within(row).getByText('Mar 5, 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payouts...');
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payouts yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', orders: [], error: 'No response received from server' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response received from server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithLoadMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
