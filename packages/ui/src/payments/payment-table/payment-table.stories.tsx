import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PaymentView } from '../../views/payment-view';
import { PaymentTable } from './payment-table';

const workflow = (n: number) => `5b0c8e2a-1d3f-4a6b-9c7e-${String(n).padStart(12, '0')}`;

const escrow = (
  id: string,
  amount: string,
  status: string,
  escrowStatus: string | null,
  createdAt: string,
  n: number,
): PaymentView => ({
  id,
  amount,
  currency: 'USD',
  status,
  escrowStatus,
  paymentType: 'ESCROW',
  createdAt,
  workflowId: workflow(n),
});

/** One payment of each colour of product-spec §4, newest first as the server sends them. */
export const EACH_COLOUR: PaymentView[] = [
  escrow('p-released', '42000.00', 'COMPLETED', 'RELEASED', '2026-03-10T10:00:00Z', 1),
  escrow('p-held', '18500.50', 'COMPLETED', 'PENDING', '2026-03-08T10:00:00Z', 2),
  escrow('p-failed', '560.00', 'FAILED', null, '2026-03-05T10:00:00Z', 3),
  escrow('p-expired', '7200.00', 'EXPIRED', null, '2026-03-01T10:00:00Z', 4),
  escrow('p-pending', '99.00', 'PENDING', null, '2026-02-20T10:00:00Z', 5),
  escrow('p-refunded', '1299.99', 'COMPLETED', 'REFUNDED', '2026-02-10T10:00:00Z', 6),
];

const MANY: PaymentView[] = Array.from({ length: 20 }, (_, index) =>
  escrow(
    `p-many-${index}`,
    `${(index + 1) * 1000}.00`,
    'COMPLETED',
    index % 2 === 0 ? 'RELEASED' : 'PENDING',
    `2026-02-${String(28 - index).padStart(2, '0')}T10:00:00Z`,
    100 + index,
  ),
);

const meta = {
  title: 'Payments/PaymentTable',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: PaymentTable,
  excludeStories: ['EACH_COLOUR'],
  args: { status: 'ready', payments: EACH_COLOUR, onRetry: fn(), onLoadMore: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour: released green, held orange, failed and expired red, pending and refunded gray. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Amount', 'Status', 'Date', 'Workflow']);
    await expect(within(table).getAllByRole('row')).toHaveLength(EACH_COLOUR.length + 1);
    const released = within(table).getByRole('row', { name: /\$42,000/ });
    await expect(within(released).getByText('Escrow - RELEASED')).toHaveAttribute(
      'data-accent-color',
      'green',
    );
    await expect(within(released).getByText('Mar 10, 2026')).toBeVisible();
    const held = within(table).getByRole('row', { name: /\$18,501/ });
    await expect(within(held).getByText('Escrow - PENDING')).toHaveAttribute('data-accent-color', 'orange');
    await expect(within(table).getByText('Escrow - FAILED')).toHaveAttribute('data-accent-color', 'red');
    await expect(within(table).getByText('Escrow - EXPIRED')).toHaveAttribute('data-accent-color', 'red');
    await expect(within(table).getByText('Escrow - REFUNDED')).toHaveAttribute('data-accent-color', 'gray');
    // Each link reads 'View Workflow' and says which payment it belongs to.
    const link = within(released).getByRole('link', {
      name: 'View Workflow for the payment of $42,000 on Mar 10, 2026',
    });
    await expect(link).toHaveAttribute('href', `/workflow/${workflow(1)}`);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** A payment outside escrow shows its status alone. */
export const DirectPayment: Story = {
  args: {
    payments: [
      {
        ...escrow('p-direct', '42000.00', 'COMPLETED', null, '2026-03-10T10:00:00Z', 7),
        paymentType: 'DIRECT',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('COMPLETED')).toHaveAttribute('data-accent-color', 'gray');
  },
};

export const Loading: Story = {
  args: { status: 'loading', payments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Payments' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payments...');
  },
};

export const Empty: Story = {
  args: { payments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Payments Found')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', payments: [], error: 'No response received from server' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response received from server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Twenty rows and more on the server: Load more asks for the next page. */
export const ManyWithLoadMore: Story = {
  args: { payments: MANY, hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(MANY.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { payments: MANY, hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
};

export const LoadMoreFailed: Story = {
  args: { payments: MANY, hasMore: true, loadMoreError: 'Failed to load payments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load payments');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled();
  },
};

/** At 390 px the table scrolls inside its own labelled region; the page never scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Payments' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(358.5);
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('rowheader', { name: '$42,000' })).toBeVisible();
    // The links' visually hidden words are positioned inside the region, so they scroll with the table
    // instead of widening the page.
    for (const link of within(region).getAllByRole('link')) {
      const hidden = link.lastElementChild;
      await expect(hidden instanceof HTMLElement && region.contains(hidden.offsetParent)).toBe(true);
    }
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
