import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageMessage } from './page-message';

const meta = {
  title: 'Primitives/PageMessage',
  component: PageMessage,
  args: {
    title: 'Product not found',
    text: 'This product does not exist or has been removed.',
  },
} satisfies Meta<typeof PageMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with nothing to show: its heading and one sentence, not announced. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByText('This product does not exist or has been removed.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A failure: the card is an alert, so a screen reader announces it when it appears. */
export const Alert: Story = {
  args: { alert: true, title: 'Failed to load payment', text: 'Please try again.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: 'Failed to load payment' }),
    ).toBeVisible();
    await expect(within(alert).getByText('Please try again.')).toBeVisible();
  },
};

/** With the next steps under the sentence. */
export const WithChildren: Story = {
  args: {
    alert: true,
    title: 'Failed to fetch RFP data',
    text: 'Please try again.',
    children: (
      <>
        <Button>Retry</Button>
        <Button asChild variant="soft">
          <a href="/rfps">Back to RFPs</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to RFPs' })).toHaveAttribute('href', '/rfps');
  },
};

export const Dark: Story = { globals: { appearance: 'dark' } };
