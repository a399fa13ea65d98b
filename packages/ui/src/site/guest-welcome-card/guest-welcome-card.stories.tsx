import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuestWelcomeCard } from './guest-welcome-card';

const meta = {
  title: 'Site/GuestWelcomeCard',
  component: GuestWelcomeCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuestWelcomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to RoboMarket' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  },
};

/** How the app plugs in its router's link (here a stand-in that records the destination). */
export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, children }) => (
      <a href={`#${href}`} data-to={href}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('data-to', '/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('data-to', '/register');
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
};
