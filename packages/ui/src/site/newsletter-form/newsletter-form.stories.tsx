import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';

const meta = {
  title: 'Site/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: fn<NewsletterFormProps['onSubscribe']>(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Get product news and market insights')).toHaveAttribute(
      'type',
      'email',
    );
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Get product news and market insights'), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Subscribing: Story = {
  args: { onSubscribe: fn<NewsletterFormProps['onSubscribe']>(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Get product news and market insights'), 'ops@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  },
};

export const Subscribed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Get product news and market insights'), ' ops@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('ops@example.com');
    await expect(await canvas.findByText('Thanks for subscribing!')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    onSubscribe: fn<NewsletterFormProps['onSubscribe']>(async () =>
      Promise.reject(new Error('Too many subscriptions from this address; try again later')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Get product news and market insights'), 'ops@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('try again later');
    await expect(canvas.getByLabelText('Get product news and market insights')).toHaveValue(
      'ops@example.com',
    );
  },
};
