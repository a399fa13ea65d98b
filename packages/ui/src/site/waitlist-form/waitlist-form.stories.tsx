// The mock answers with the contract's shapes, so a change to openapi.yaml breaks this story's types.
import type { components } from '@robomarket/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn } from 'storybook/test';
import { WaitlistForm, type WaitlistFormProps } from './waitlist-form';

type WaitlistSignupRequest = components['schemas']['WaitlistSignupRequest'];
type WaitlistSignupResponse = components['schemas']['WaitlistSignupResponse'];
type ApiError = components['schemas']['Error'];

const SUCCESS_TEXT = "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";

// The hero gives the form about 480px and the partner widget about 320px; stories show those widths.
// Typed as a plain Decorator so that composeStories (tests/visual) accepts the meta.
const atContainerWidth: Decorator = (Story, { args }) => (
  <div style={{ width: args.layout === 'stacked' ? 320 : 480, maxWidth: '100%' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Site/WaitlistForm',
  component: WaitlistForm,
  args: {
    onJoin: fn<WaitlistFormProps['onJoin']>(async () => undefined),
    onError: fn(),
    layout: 'inline',
    size: '3',
  },
  argTypes: {
    status: { control: 'inline-radio', options: [undefined, 'idle', 'submitting', 'success', 'error'] },
    layout: { control: 'inline-radio', options: ['inline', 'stacked'] },
    size: { control: 'inline-radio', options: ['2', '3'] },
  },
  decorators: [atContainerWidth],
} satisfies Meta<typeof WaitlistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('placeholder', 'Enter your email');
    await expect(input).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const SuccessWithTitle: Story = {
  args: { status: 'success', successTitle: "You're on the list!" },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(canvas.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(status).toHaveTextContent(SUCCESS_TEXT);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'Email service down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Email service down');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  },
};

export const ErrorWithoutMessage: Story = {
  args: { status: 'error', errorMessage: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Failed to join waitlist$/);
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked', size: '2' },
  play: async ({ canvas }) => {
    // The visible field is the input's wrapper, which also holds the envelope icon.
    const field = canvas.getByRole('textbox', { name: 'Email address' }).parentElement;
    const button = canvas.getByRole('button', { name: 'Join Waitlist' });
    if (!field) throw new Error('the input has no wrapper');
    // Stacked means the button sits below the field, as wide as it.
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(field.getBoundingClientRect().bottom);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(field.getBoundingClientRect().width),
    );
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('.radix-themes.dark')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
  },
};

export const JoinSucceeds: Story = {
  args: { successTitle: "You're on the list!" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), '  ada@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(args.onJoin).toHaveBeenCalledWith('ada@example.com');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const JoinFails: Story = {
  args: {
    onJoin: fn<WaitlistFormProps['onJoin']>(async () => {
      throw new Error('Email service down');
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Email service down');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onError).toHaveBeenCalledWith('Error: Email service down');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Network trouble or a failing server: a sentence for people and Try again, which sends the address again. */
export const ServerTroubleRetry: Story = {
  args: {
    onJoin: fn<WaitlistFormProps['onJoin']>(async () => {
      throw Object.assign(new Error('Max retries exceeded'), { status: 503 });
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(2);
  },
};

export const InvalidEmailIsBlocked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await userEvent.type(input, 'ada@example');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const PendingShowsJoining: Story = {
  args: {
    // Never settles, so the pending state stays on screen for as long as anyone looks.
    onJoin: fn<WaitlistFormProps['onJoin']>(() => new Promise<never>(() => {})),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(args.onJoin).toHaveBeenCalledWith('ada@example.com');
  },
};

const signups: WaitlistSignupRequest[] = [];

/** A real `fetch` to the contract's endpoint, answered by msw: the way the reference app wires it. */
export const WithApi: Story = {
  args: {
    onJoin: fn<WaitlistFormProps['onJoin']>(async (email) => {
      const response = await fetch('/v2/waitlist/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email } satisfies WaitlistSignupRequest),
      });
      if (!response.ok) {
        const body = (await response.json()) as ApiError;
        throw new Error(body.message);
      }
      return (await response.json()) as WaitlistSignupResponse;
    }),
  },
  beforeEach({ msw }) {
    signups.length = 0;
    msw.use(
      http.post<never, WaitlistSignupRequest, WaitlistSignupResponse | ApiError>(
        '/v2/waitlist/signup',
        async ({ request }) => {
          const body = await request.json();
          if (body.email.endsWith('@blocked.example')) {
            return HttpResponse.json(
              { code: 'validation_failed', message: 'This address cannot join' },
              { status: 400 },
            );
          }
          signups.push(body);
          return HttpResponse.json({ email: body.email, joined_at: '2025-03-01T09:30:00Z' });
        },
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ops@blocked.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error: This address cannot join');

    await userEvent.clear(input);
    await userEvent.type(input, 'buyer@factory.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    await expect(signups).toEqual([{ email: 'buyer@factory.example' }]);
  },
};
