import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { BusinessSwitcher, type BusinessSwitcherProps } from './business-switcher';

const MERIDIAN = { business_id: '6c1f0a3e-2b4d-4e5f-8a9b-0c1d2e3f4a01', name: 'Meridian Automation' };
const NORTH = { business_id: '6c1f0a3e-2b4d-4e5f-8a9b-0c1d2e3f4a02', name: 'Meridian North' };

/** The switcher with the acting business kept in state, as the app keeps the server's answer. */
function Remembering(props: BusinessSwitcherProps) {
  const [acting, setActing] = useState(props.actingBusinessId);
  return (
    <BusinessSwitcher
      {...props}
      actingBusinessId={acting}
      onChoose={async (id) => {
        await props.onChoose(id);
        setActing(id);
      }}
    />
  );
}

const meta = {
  title: 'Site/BusinessSwitcher',
  component: BusinessSwitcher,
  args: {
    businesses: [MERIDIAN, NORTH],
    actingBusinessId: MERIDIAN.business_id,
    onChoose: fn(async () => {}),
  },
  render: (args) => <Remembering {...args} />,
} satisfies Meta<typeof BusinessSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member of two businesses chooses the other one; the switcher shows it once the server kept it. */
export const SeveralBusinesses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Acting for' });
    await expect(select).toHaveValue(MERIDIAN.business_id);
    await userEvent.selectOptions(select, 'Meridian North');
    await expect(args.onChoose).toHaveBeenCalledWith(NORTH.business_id);
    await waitFor(() => expect(select).toHaveValue(NORTH.business_id));
    await expect(select).toBeEnabled();
  },
};

/** While the choice is saved the list waits and says where it is going. */
export const Switching: Story = {
  args: { onChoose: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Acting for' });
    await userEvent.selectOptions(select, 'Meridian North');
    await expect(select).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching to Meridian North...');
  },
};

/** A refused choice keeps the business before and says why. */
export const Refused: Story = {
  args: { onChoose: fn(async () => Promise.reject(new Error('Business not found'))) },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Acting for' });
    await userEvent.selectOptions(select, 'Meridian North');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Business not found');
    await expect(select).toHaveValue(MERIDIAN.business_id);
    await expect(select).toBeEnabled();
  },
};

/** One business: its name, nothing to choose. */
export const OneBusiness: Story = {
  args: { businesses: [MERIDIAN] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meridian Automation')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** A customer acts for themselves: nothing is shown. */
export const Customer: Story = {
  args: { businesses: [], actingBusinessId: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
