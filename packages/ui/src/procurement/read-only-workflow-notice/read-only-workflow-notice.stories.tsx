import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadOnlyWorkflowNotice } from './read-only-workflow-notice';

const meta = {
  title: 'Procurement/ReadOnlyWorkflowNotice',
  component: ReadOnlyWorkflowNotice,
} satisfies Meta<typeof ReadOnlyWorkflowNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyerViewer: Story = {
  args: { reason: 'role', neededRole: 'PURCHASER' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You can read this workflow. Writing messages and acting on it needs the PURCHASER role: ask an ADMIN of your business.',
    );
  },
};

export const SellerViewer: Story = {
  args: { reason: 'role', neededRole: 'SALES' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('needs the SALES role');
  },
};

export const ParentBusiness: Story = {
  args: { reason: 'parent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This workflow belongs to one of your subsidiaries: your business can read it but not change it.',
    );
  },
};
