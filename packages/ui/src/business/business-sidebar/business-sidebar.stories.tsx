import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BusinessSidebar } from './business-sidebar';
import { FULL_SIDEBAR } from './sidebar-samples';

const meta = {
  title: 'Business/BusinessSidebar',
  component: BusinessSidebar,
  args: {
    groups: FULL_SIDEBAR,
    currentPath: '/business/dashboard',
    user: { email: 'seller@robomarket.dev', role: 'parent_dealership' },
    defaultCollapsed: false,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 640, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BusinessSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParentDealership: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('seller@robomarket.dev')).toBeVisible();
    await expect(canvas.getByText('Parent Dealership')).toBeVisible();
  },
};

export const Dealer: Story = {
  args: { user: { email: 'dealer@example.com', role: 'dealer' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dealer')).toBeVisible();
  },
};

export const ChildDealership: Story = {
  args: { user: { email: 'branch@example.com', role: 'child_dealership' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Child Dealership')).toBeVisible();
  },
};

export const Customer: Story = {
  args: { user: { email: 'buyer@robomarket.dev', role: 'customer' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Customer')).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: { email: 'ops@example.com', role: 'admin' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const GroupExpanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Robotics' }));
    await expect(canvas.getByRole('link', { name: 'Fleet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Robotics' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const CurrentInGroup: Story = {
  args: { currentPath: '/business/products/inventory' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Analytics' })).toBeVisible();
  },
};

export const OnlyBuiltScreens: Story = {
  args: {
    groups: [
      { label: 'Dashboard', icon: 'dashboard', href: '/business/dashboard' },
      {
        label: 'Product Management',
        icon: 'products',
        items: [
          { label: 'All products', href: '/business/products' },
          { label: 'Catalog', href: '/business/products/catalog' },
        ],
      },
      { label: 'Settings', icon: 'settings', items: [{ label: 'Businesses', href: '/business/settings' }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Analytics' })).toBeNull();
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
