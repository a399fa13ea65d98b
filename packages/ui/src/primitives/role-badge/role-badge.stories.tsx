import { Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ROLES, RoleBadge } from './role-badge';

const meta = {
  title: 'Primitives/RoleBadge',
  component: RoleBadge,
  args: { userRole: 'customer' },
  argTypes: {
    userRole: { control: 'select', options: ROLES },
    size: { control: 'inline-radio', options: ['1', '2', '3'] },
  },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Customer')).toHaveAttribute('data-role', 'customer');
    await expect(canvas.getByTitle('Customer')).toHaveTextContent(/^Customer$/);
  },
};

export const Dealer: Story = { args: { userRole: 'dealer' } };

export const Admin: Story = { args: { userRole: 'admin' } };

export const ParentDealership: Story = {
  args: { userRole: 'parent_dealership' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Parent Dealership')).toHaveAttribute('data-role', 'parent_dealership');
  },
};

export const ChildDealership: Story = { args: { userRole: 'child_dealership' } };

/** In a container narrower than the label (a card on a phone): cut with an ellipsis, never overflowing. */
export const Narrow: Story = {
  args: { userRole: 'parent_dealership' },
  render: (args) => (
    <div style={{ width: 90 }} data-testid="narrow">
      <RoleBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    const badge = canvas.getByTitle('Parent Dealership');
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right + 0.5,
    );
  },
};

export const AllRoles: Story = {
  render: (args) => (
    <Flex gap="2" wrap="wrap">
      {ROLES.map((role) => (
        <RoleBadge key={role} {...args} userRole={role} />
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const colours = [...canvasElement.querySelectorAll('[data-role]')].map((badge) =>
      badge.getAttribute('data-accent-color'),
    );
    await expect(new Set(colours).size).toBe(ROLES.length);
  },
};

export const AllRolesDark: Story = {
  ...AllRoles,
  globals: { appearance: 'dark' },
};
