import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypingIndicator } from './typing-indicator';

const meta = {
  title: 'Messaging/TypingIndicator',
  component: TypingIndicator,
  args: { names: ['Northgate Robotics'] },
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherPartyTyping: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Northgate Robotics is typing...')).toHaveAttribute('aria-live', 'polite');
  },
};

export const TwoTyping: Story = {
  args: { names: ['Northgate Robotics', 'Grace Hopper'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Northgate Robotics and Grace Hopper are typing...')).toBeVisible();
  },
};

export const SeveralTyping: Story = {
  args: { names: ['A', 'B', 'C'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Several people are typing...')).toBeVisible();
  },
};

/** Nobody types: the live region stays, empty, so the next sentence is announced. */
export const Nobody: Story = {
  args: { names: [] },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).not.toBeNull();
    await expect(region).toHaveTextContent('');
  },
};
