import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  decorators: [
    (Story) => (
      <div>
        <Story />
        <header>
          <a href="#search">Search</a> <a href="#account">Account</a>
        </header>
        <main id="main" tabIndex={-1}>
          <h1>Dashboard</h1>
          <a href="#first">The page&apos;s first link</a>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows the link; Enter moves the focus past the header to the main region. */
export const SkipsTheHeader: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(document.activeElement).toBe(link);
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toBe(canvas.getByRole('main'));
    await userEvent.tab();
    await expect(document.activeElement).toBe(canvas.getByRole('link', { name: "The page's first link" }));
  },
};

/** Not focused, the link is off screen. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};
