// The mock answers with the contract's shapes, so a change to openapi.yaml breaks this story's types.
import type { components } from '@robomarket/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { ROOT_ATTRIBUTE } from '../internal/shadow-styles';
import { mount } from '../runtime';
import { RoboMarketWaitlist } from './waitlist-widget';

type WaitlistSignupRequest = components['schemas']['WaitlistSignupRequest'];
type WaitlistSignupResponse = components['schemas']['WaitlistSignupResponse'];
type ApiError = components['schemas']['Error'];

const SUCCESS_TEXT = "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";

// Partner sidebars give the widget about 320px.
const atWidgetWidth: Decorator = (Story) => (
  <div style={{ width: 320, maxWidth: '100%' }}>
    <Story />
  </div>
);

const received: { body: WaitlistSignupRequest; publishableKey: string | null }[] = [];

/** Answers the waitlist call as the contract says; addresses at blocked.example are refused. */
function waitlistHandler() {
  return http.post<never, WaitlistSignupRequest, WaitlistSignupResponse | ApiError>(
    '/v2/waitlist/signup',
    async ({ request }) => {
      const body = await request.json();
      received.push({ body, publishableKey: request.headers.get('X-Publishable-Key') });
      if (body.email.endsWith('@blocked.example')) {
        return HttpResponse.json(
          { code: 'validation_failed', message: 'This address cannot join' },
          { status: 400 },
        );
      }
      return HttpResponse.json({ email: body.email, joined_at: '2025-03-01T09:30:00Z' });
    },
  );
}

const meta = {
  title: 'Widgets/RoboMarketWaitlist',
  // Its appearance is its own argument, not Storybook's: one screenshot per story (tests/visual/stories-setup.ts).
  parameters: { visual: { ownAppearance: true } },
  component: RoboMarketWaitlist,
  args: { apiBase: '', appearance: 'light', onJoined: fn() },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['light', 'dark'] },
    accentColor: { control: 'select', options: [undefined, 'indigo', 'teal', 'orange', 'crimson', 'grass'] },
  },
  decorators: [atWidgetWidth],
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(waitlistHandler());
  },
} satisfies Meta<typeof RoboMarketWaitlist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  },
};

export const Joins: Story = {
  args: { publishableKey: 'pk_test_acme' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const heard = fn();
    canvasElement.addEventListener('robomarket:waitlist-joined', heard);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'buyer@factory.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));

    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    await expect(received).toEqual([
      { body: { email: 'buyer@factory.example' }, publishableKey: 'pk_test_acme' },
    ]);
    await expect(heard).toHaveBeenCalledTimes(1);
    await expect(args.onJoined).toHaveBeenCalledWith('buyer@factory.example');
  },
};

export const RefusedInline: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ops@blocked.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error: This address cannot join');
    await expect(args.onJoined).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.radix-themes.dark')).not.toBeNull();
  },
};

// Partners choose the accent; white text keeps enough contrast on violet (not on teal, sky or mint).
export const VioletAccent: Story = {
  args: { accentColor: 'violet' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-accent-color="violet"]')).not.toBeNull();
  },
};

/** What `<robomarket-waitlist>` shows: the same widget rendered by the runtime into a shadow root. */
function InShadowRoot({ appearance }: { appearance: 'light' | 'dark' }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const widget = mount('robomarket-waitlist', root, {
      apiBase: window.location.origin,
      publishableKey: undefined,
      appearance,
      accentColor: undefined,
      attributes: {},
    });
    return () => widget.unmount();
  }, [appearance]);
  return <div ref={host} data-testid="shadow-host" />;
}

export const ShadowDom: Story = {
  render: (args) => <InShadowRoot appearance={args.appearance ?? 'light'} />,
  play: async ({ canvas, userEvent }) => {
    const host = canvas.getByTestId('shadow-host');
    const shadow = await waitFor(() => {
      const root = host.shadowRoot?.querySelector<HTMLElement>(`[${ROOT_ATTRIBUTE}]`);
      if (!root) throw new Error('not mounted yet');
      return within(root);
    });
    const input = await shadow.findByRole('textbox', { name: 'Email address' });
    // user-event cannot type into a shadow root (it looks for the focused element in the document);
    // Playwright can, see scripts/check-demo.mjs.
    fireEvent.change(input, { target: { value: 'buyer@factory.example' } });
    await userEvent.click(shadow.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await shadow.findByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    // Not a screen tall: the root theme's min-height is overridden inside the shadow root.
    await expect(host.getBoundingClientRect().height).toBeLessThan(200);
  },
};
