import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CookieSettingsForm } from './cookie-settings-form';

const meta = {
  title: 'Site/CookieSettingsForm',
  component: CookieSettingsForm,
  args: { value: { performance: true, functionality: true, targeting: false }, onSave: fn() },
} satisfies Meta<typeof CookieSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Essential (always on)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Performance' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Functionality' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Targeting' })).not.toBeChecked();
  },
};

export const AllOff: Story = {
  args: { value: { performance: false, functionality: false, targeting: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
  },
};

export const SavesAndConfirmsForThreeSeconds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Targeting' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Performance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      performance: false,
      functionality: true,
      targeting: true,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Your cookie preferences have been saved!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 4000 });
  },
};
