import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { SubsidiaryView } from './roll-up-table';
import { RollUpTable } from './roll-up-table';

const id = (n: number) => `3f2a1b0c-9d8e-4f7a-8b6c-${String(n).padStart(12, '0')}`;

const NORTH: SubsidiaryView = {
  business_id: id(1),
  name: 'Meridian North',
  totalSpend: '270000.10',
  activeWorkflows: 2,
  savings: '229999.90',
  workflows: [
    { id: id(11), title: 'Pallet movers', status: 'PAYMENT_COMPLETED' },
    { id: id(12), title: 'Welding cell', status: 'NEGOTIATION_IN_PROGRESS' },
  ],
  budget: { amount: '500000.00', currency: 'USD' },
};
const SOUTH: SubsidiaryView = {
  business_id: id(2),
  name: 'Meridian South',
  totalSpend: '0.00',
  activeWorkflows: 0,
  savings: '0.00',
  workflows: [],
  budget: null,
};

const meta = {
  title: 'Business/RollUpTable',
  component: RollUpTable,
  args: {
    status: 'ready',
    businessName: 'Meridian Holdings',
    currency: 'USD',
    subsidiaries: [NORTH, SOUTH],
    total: { totalSpend: '270000.10', activeWorkflows: 2, savings: '229999.90', currency: 'USD' },
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 900, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RollUpTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each subsidiary's spend, active workflows and savings, links to its open workflows, and the total. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Subsidiaries of Meridian Holdings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Subsidiary',
      'Total Spend',
      'Active Workflows',
      'Savings',
      'Open Workflows',
      'Budget',
    ]);
    await expect(within(table).getByText('500,000.00 USD')).toBeVisible();
    await expect(within(table).getByText('No budget')).toBeVisible();
    // Members who are not ADMINs read the budgets and change none.
    await expect(canvas.queryByRole('button', { name: /Set budget/ })).toBeNull();
    const north = within(table).getByRole('row', { name: /Meridian North/ });
    await expect(within(north).getByText('$270,000.10')).toBeVisible();
    await expect(within(north).getByText('$229,999.90')).toBeVisible();
    await expect(
      within(north).getByRole('link', { name: 'Pallet movers (Meridian North workflow)' }),
    ).toHaveAttribute('href', `/workflow/${id(11)}`);
    await expect(within(north).getByText('Processing order')).toBeVisible();
    const south = within(table).getByRole('row', { name: /Meridian South/ });
    await expect(within(south).getByText('None open')).toBeVisible();
    const total = within(table).getByRole('row', { name: /^Total\b/ });
    await expect(within(total).getByText('$270,000.10')).toBeVisible();
    await expect(within(total).getByText('2')).toBeVisible();
  },
};

/** Amounts in another currency keep every digit. */
export const OtherCurrency: Story = {
  args: {
    currency: 'EUR',
    subsidiaries: [{ ...NORTH, totalSpend: '90071992547409.93', workflows: [] }],
    total: { totalSpend: '90071992547409.93', activeWorkflows: 2, savings: '229999.90', currency: 'EUR' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('€90,071,992,547,409.93')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', subsidiaries: [], total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subsidiaries...');
    await expect(canvas.queryByRole('row', { name: /^Total\b/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    subsidiaries: [],
    total: { totalSpend: '0.00', activeWorkflows: 0, savings: '0.00', currency: 'USD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No subsidiaries yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', subsidiaries: [], error: 'No response received from server' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response received from server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A parent's ADMIN sets a budget for a subsidiary that had none. */
export const AdminSetsBudget: Story = {
  args: { onSetBudget: fn(async () => undefined) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set budget for Meridian South' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget of Meridian South' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No budget' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await expect(
      await within(dialog).findByText('Enter a budget greater than 0, or choose No budget'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await expect(args.onSetBudget).toHaveBeenCalledWith(id(2), { amount: '250000.00', currency: 'USD' });
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Removing a budget sends null; a failure stays in the dialog with what was typed. */
export const AdminRemovesBudgetFails: Story = {
  args: {
    onSetBudget: fn(async () => Promise.reject(new Error('Only an ADMIN of the parent may set budgets'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set budget for Meridian North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget of Meridian North' });
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('500000.00');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No budget' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await expect(
      await within(dialog).findByText('Only an ADMIN of the parent may set budgets'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'No budget' })).toBeChecked();
  },
};
