import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UnreadBadge } from './unread-badge';

const meta = {
  title: 'Messaging/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 unread message')).toBeInTheDocument();
  },
};

export const Many: Story = {
  args: { count: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('140 unread messages')).toBeInTheDocument();
  },
};

/** Nothing unread: nothing is shown. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};
