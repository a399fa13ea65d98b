import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkflowTimeline } from './workflow-timeline';

const meta = {
  title: 'Procurement/WorkflowTimeline',
  component: WorkflowTimeline,
  args: {
    status: 'REQUEST_CREATED',
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-09T15:30:00Z',
  },
} satisfies Meta<typeof WorkflowTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustCreated: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Workflow progress' })).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Completed · Mar 1, 2026');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Negotiating: Story = {
  args: { status: 'NEGOTIATION_IN_PROGRESS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Negotiation Started');
  },
};

export const PriceAgreed: Story = {
  args: { status: 'PRICE_AGREED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Price AgreementIn progress · Mar 9, 2026',
    );
  },
};

/** After release every step is completed, Order Completed included. */
export const OrderCompleted: Story = {
  args: { status: 'ORDER_COMPLETED' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^Completed/)).toHaveLength(6);
    await expect(canvas.queryByText(/^In progress/)).toBeNull();
  },
};

/** A direct order has its own four steps: nothing to match or negotiate. */
export const DirectOrder: Story = {
  args: { status: 'PRICE_AGREED', requestType: 'DIRECT_ORDER' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText('Matching Sellers')).toBeNull();
    await expect(canvas.getByText('Order Created')).toBeVisible();
  },
};

/** A custom order's sellers are invited, not matched. */
export const CustomOrder: Story = {
  args: { status: 'NEGOTIATION_IN_PROGRESS', requestType: 'CUSTOM_ORDER' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sellers Invited')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { status: 'PAYMENT_COMPLETED' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { args: { status: 'NEGOTIATION_IN_PROGRESS' }, globals: { appearance: 'dark' } };
