import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SubsidiaryBudgetDialog } from './subsidiary-budget-dialog';

const meta = {
  title: 'Business/SubsidiaryBudgetDialog',
  component: SubsidiaryBudgetDialog,
  args: {
    subsidiaryName: 'Meridian North',
    budget: { amount: '500000.00', currency: 'USD' },
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof SubsidiaryBudgetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current budget, changed and saved. */
export const ChangeBudget: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set budget for Meridian North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget of Meridian North' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '750000.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await expect(args.onSave).toHaveBeenCalledWith({ amount: '750000.50', currency: 'USD' });
  },
};

/** No budget yet: the box is ticked; unticking asks for an amount. */
export const NoBudgetYet: Story = {
  args: { budget: null },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set budget for Meridian North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget of Meridian North' });
    await expect(within(dialog).getByRole('checkbox', { name: 'No budget' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No budget' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await expect(
      within(dialog).getByText('Enter a budget greater than 0, or choose No budget'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the controls wait. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set budget for Meridian North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget of Meridian North' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};
