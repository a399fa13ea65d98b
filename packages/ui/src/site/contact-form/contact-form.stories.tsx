import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContactForm, type ContactFormProps } from './contact-form';

const meta = {
  title: 'Site/ContactForm',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: ContactForm,
  args: {
    teamEmail: 'contact@robomarket.dev',
    onSend: fn<ContactFormProps['onSend']>(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fill(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Message'), 'We run 40 AMRs.');
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter a message')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onSend: fn<ContactFormProps['onSend']>(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sending...' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'We run 40 AMRs.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you for your message!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Another Message' }));
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
  },
};

export const Failed: Story = {
  args: {
    onSend: fn<ContactFormProps['onSend']>(async () => Promise.reject(new Error('Service unavailable'))),
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'There was an error sending your message. Please try again or email us directly at contact@robomarket.dev.',
    );
    await expect(canvas.getByRole('link', { name: 'contact@robomarket.dev' })).toHaveAttribute(
      'href',
      'mailto:contact@robomarket.dev',
    );
    await waitFor(() => expect(canvas.getByLabelText('Message')).toHaveValue('We run 40 AMRs.'));
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Contact us' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};
