import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrderInvitationList, type OrderInvitationView } from './order-invitation-list';

const INVITATIONS: OrderInvitationView[] = [
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000a1',
    title: 'Two welding cells for line 2',
    requestType: 'CUSTOM_ORDER',
    createdAt: '2026-03-09T15:30:00Z',
    budgetRangeMin: '40000.00',
    budgetRangeMax: '60000.00',
    currency: 'USD',
    requirements: { category: 'ROBOT', quantity: 2 },
  },
  {
    id: '5b0c8e2a-1d3f-4a6b-9c7e-0000000000a2',
    title: 'Welding arm',
    requestType: 'DIRECT_ORDER',
    createdAt: '2026-03-04T08:00:00Z',
    budgetRangeMin: null,
    budgetRangeMax: null,
    currency: 'EUR',
    requirements: { category: 'ROBOT', quantity: 1 },
  },
];

const meta = {
  title: 'Procurement/OrderInvitationList',
  component: OrderInvitationList,
  args: { status: 'ready', invitations: INVITATIONS, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderInvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Invitations' })).toBeVisible();
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Custom order');
    await expect(rows[0]).toHaveTextContent('2 × ROBOT');
    await expect(rows[0]).toHaveTextContent('Mar 9, 2026');
    await expect(rows[1]).toHaveTextContent('Direct order');
    await expect(
      canvas.getByRole('link', { name: 'View & respond to Two welding cells for line 2' }),
    ).toHaveAttribute('href', '/workflow/5b0c8e2a-1d3f-4a6b-9c7e-0000000000a1');
  },
};

export const Loading: Story = {
  args: { status: 'loading', invitations: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invitations...');
  },
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invitations')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', invitations: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load invitations')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The seller declines one invitation; a refused decline says why and keeps it. */
export const Declining: Story = {
  args: {
    onDecline: fn(async (id: string) => {
      if (id === INVITATIONS[1]?.id) throw new Error('Withdraw your proposal to decline');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Two welding cells for line 2' }));
    await expect(args.onDecline).toHaveBeenCalledWith(INVITATIONS[0]?.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Welding arm' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Withdraw your proposal to decline');
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
