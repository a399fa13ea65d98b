import type { BusinessRole } from '@robomarket/api-client/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { NO_ROLE_PROBLEM, RoleBadges, RolePicker, type RolePickerProps } from './role-picker';

/** The picker holding its own value, as a form does. */
function Controlled(props: RolePickerProps) {
  const [roles, setRoles] = useState<BusinessRole[]>([...props.value]);
  return (
    <RolePicker
      {...props}
      value={roles}
      onChange={(next) => {
        setRoles(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Business/RolePicker',
  component: RolePicker,
  // Documented on this component's Docs page too.
  subcomponents: { RoleBadges },
  render: (args) => <Controlled {...args} />,
  args: { value: ['PURCHASER'], onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 520, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role with its meaning; a member may hold several. */
export const Purchaser: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getByRole('checkbox', { name: /^Purchaser/ })).toBeChecked();
    await expect(canvas.getByText(/Approve awards above a spending limit/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Approver/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['PURCHASER', 'APPROVER']);
  },
};

export const Admin: Story = {
  args: { value: ['ADMIN', 'PURCHASER', 'SALES', 'APPROVER'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Admin/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Viewer/ })).not.toBeChecked();
  },
};

export const Sales: Story = { args: { value: ['SALES'] } };

export const Approver: Story = { args: { value: ['APPROVER'] } };

export const Viewer: Story = {
  args: { value: ['VIEWER'], legend: 'Roles of Alan Turing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Roles of Alan Turing' })).toBeVisible();
  },
};

export const NoRole: Story = {
  args: { value: [], problem: NO_ROLE_PROBLEM },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_ROLE_PROBLEM)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Purchaser/ })).toBeDisabled();
  },
};

/** The badges lists show beside a member. */
export const Badges: Story = {
  render: () => <RoleBadges roles={['VIEWER', 'ADMIN', 'SALES']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Admin|Sales|Viewer/).map((badge) => badge.textContent)).toEqual([
      'Admin',
      'Sales',
      'Viewer',
    ]);
  },
};
