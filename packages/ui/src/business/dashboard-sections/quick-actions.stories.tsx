import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ROLES } from '../../primitives/role-badge';
import { QuickActions } from './quick-actions';

const meta = {
  title: 'Business/Dashboard/QuickActions',
  component: QuickActions,
  args: { userRole: 'dealer' },
  argTypes: { userRole: { control: 'select', options: ROLES } },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const FOUR = ['Create New Workflow', 'View All Workflows', 'RFP Marketplace', 'Payment History'];

export const Dealer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(FOUR);
  },
};

export const ParentDealership: Story = { args: { userRole: 'parent_dealership' } };

export const ChildDealership: Story = { args: { userRole: 'child_dealership' } };

export const Customer: Story = {
  args: { userRole: 'customer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  },
};

export const AdminSeesNothing: Story = {
  args: { userRole: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const OnlyBuiltScreens: Story = {
  args: { userRole: 'customer', isAvailable: (href) => !['/rfp/marketplace', '/payments'].includes(href) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
