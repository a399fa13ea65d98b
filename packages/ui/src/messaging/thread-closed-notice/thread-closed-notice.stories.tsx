import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThreadClosedNotice } from './thread-closed-notice';

const meta = {
  title: 'Messaging/ThreadClosedNotice',
  component: ThreadClosedNotice,
} satisfies Meta<typeof ThreadClosedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This conversation is closed: the deal went to another seller.',
    );
  },
};
