import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WELL_KNOWN_METRICS } from '../../views/device-view';
import { DeviceSharingForm } from './device-sharing-form';

const meta = {
  title: 'Fleet/DeviceSharingForm',
  component: DeviceSharingForm,
  args: {
    sellerName: 'RoboWorks GmbH',
    metrics: WELL_KNOWN_METRICS,
    shared: ['battery', 'error_code'],
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof DeviceSharingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner shares temperature too and saves. */
export const Owner: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('RoboWorks GmbH may read these metrics, for support:')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Battery' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Temperature' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Temperature' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save sharing' }));
    await expect(args.onSave).toHaveBeenCalledWith(['battery', 'error_code', 'temperature']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

/** Sharing nothing is a choice too. */
export const ShareNothing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Battery' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Error code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save sharing' }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('No response received from server');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Uptime' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save sharing' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No response received from server');
    await expect(canvas.getByRole('checkbox', { name: 'Uptime' })).toBeChecked();
  },
};

/** The seller sees what the owner shares, and cannot change it. */
export const Seller: Story = {
  args: { onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The owner shares: Battery, Error code.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const SellerNothingShared: Story = {
  args: { onSave: undefined, shared: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The owner shares no metrics with you.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
