import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PaymentView } from '../../views/payment-view';
import { RecentTransactions } from './recent-transactions';

const PAYMENTS: PaymentView[] = [
  {
    id: 'p1',
    amount: '42000.00',
    currency: 'USD',
    status: 'COMPLETED',
    escrowStatus: 'PENDING',
    paymentType: 'ESCROW',
    createdAt: '2026-03-10T10:00:00Z',
    workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-000000000001',
  },
  {
    id: 'p2',
    amount: '1299.99',
    currency: 'USD',
    status: 'COMPLETED',
    escrowStatus: 'RELEASED',
    paymentType: 'ESCROW',
    createdAt: '2026-03-02T10:00:00Z',
    workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-000000000002',
  },
  {
    id: 'p3',
    amount: '560.00',
    currency: 'USD',
    status: 'FAILED',
    escrowStatus: null,
    paymentType: 'DIRECT',
    createdAt: '2026-02-20T10:00:00Z',
    workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-000000000003',
  },
  {
    id: 'p4',
    amount: '99.00',
    currency: 'USD',
    status: 'PENDING',
    escrowStatus: null,
    paymentType: 'ESCROW',
    createdAt: '2026-01-05T10:00:00Z',
    workflowId: '5b0c8e2a-1d3f-4a6b-9c7e-000000000004',
  },
];

const meta = {
  title: 'Business/Dashboard/RecentTransactions',
  component: RecentTransactions,
  args: { status: 'ready', payments: PAYMENTS, onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('$42,000');
    await expect(rows[0]).toHaveTextContent('Escrow - PENDING');
    await expect(rows[1]).toHaveTextContent('$1,300');
  },
};

export const Empty: Story = {
  args: { payments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent transactions')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', payments: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payments...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', payments: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load payments');
  },
};
