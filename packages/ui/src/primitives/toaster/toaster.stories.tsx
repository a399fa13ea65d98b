import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider, useToast } from '.';

function Actions() {
  const toast = useToast();
  return (
    <Flex gap="2">
      <Button onClick={() => toast.success('Product created')}>Create product</Button>
      <Button color="red" variant="soft" onClick={() => toast.error('Failed to delete product')}>
        Fail a delete
      </Button>
    </Flex>
  );
}

const meta = {
  title: 'Primitives/ToastProvider',
  component: ToastProvider,
  args: { children: <Actions /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shown until an action reports its outcome. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  },
};

/** After a create, edit, delete or save. */
export const Success: Story = {
  args: { initialToasts: [{ tone: 'success', title: 'Profile saved' }], duration: 600_000 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect((await page.findAllByText('Profile saved'))[0]).toBeVisible();
  },
};

/** A failure with no form to show it in. */
export const ErrorToast: Story = {
  name: 'Error',
  args: {
    initialToasts: [
      {
        tone: 'error',
        title: 'Failed to delete product',
        description: 'Something went wrong on our side. Try again.',
      },
    ],
    duration: 600_000,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect((await page.findAllByText('Failed to delete product'))[0]).toBeVisible();
  },
};

/** Several outcomes in a row stack up; each closes on its own. */
export const Stacked: Story = {
  args: {
    initialToasts: [
      { tone: 'success', title: 'Product created' },
      {
        tone: 'success',
        title: 'Invitation sent',
        description: 'They will see it on their Account Settings.',
      },
    ],
    duration: 600_000,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
  },
};

/** An action shows a toast, which closes itself after its duration. */
export const AutoClose: Story = {
  args: { duration: 400 },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await expect((await page.findAllByText('Product created'))[0]).toBeVisible();
    await waitFor(() => expect(page.queryByRole('button', { name: 'Dismiss' })).toBeNull(), {
      timeout: 3000,
    });
  },
};

/** Dismiss closes a toast at once. */
export const Dismissed: Story = {
  args: { duration: 600_000 },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail a delete' }));
    await userEvent.click(await page.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(page.queryByRole('button', { name: 'Dismiss' })).toBeNull());
  },
};
