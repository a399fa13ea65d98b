import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CookieSettingsForm } from './cookie-settings-form';

const meta = {
  title: 'Site/CookieSettingsForm',
  component: CookieSettingsForm,
  args: { value: { performance: false, functionality: false, targeting: false }, onSave: fn() },
} satisfies Meta<typeof CookieSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a choice: opt-in, so every optional category starts unticked. */
export const BeforeAChoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Essential (always on)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Functionality' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Targeting' })).not.toBeChecked();
  },
};

/** Reopened with a stored choice: the switches show it from the first paint. */
export const StoredChoice: Story = {
  args: { value: { performance: true, functionality: false, targeting: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Performance' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Functionality' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
  },
};

export const SavesAndConfirmsForThreeSeconds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Targeting' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Performance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      performance: true,
      functionality: false,
      targeting: true,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Your cookie preferences have been saved!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 4000 });
  },
};
