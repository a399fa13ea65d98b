import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { PolicyText } from './policy-document';
import { PolicyBody } from './policy-document';
import { PolicyViewer, type PolicyViewerProps } from './policy-viewer';

const short: PolicyText = {
  title: 'Accessibility',
  lastUpdated: 'Last Updated: June 15, 2023',
  summary: 'RoboMarket should work for everyone who buys and sells robots.',
  sections: [
    {
      heading: 'Our target',
      paragraphs: ['We aim to meet WCAG 2.1 at level AA.'],
    },
    {
      heading: 'Feedback',
      paragraphs: ['Write to accessibility@robomarket.dev; we answer within 3 business days.'],
      items: ['The page', 'What you were trying to do'],
    },
  ],
};

const long: PolicyText = {
  ...short,
  title: 'Terms of Service',
  sections: Array.from({ length: 12 }, (_, index) => ({
    heading: `${index + 1}. Section ${index + 1}`,
    paragraphs: [
      'RoboMarket only facilitates transactions between users. The contract for a sale is between the buyer and the seller, and RoboMarket is not a party to it.',
      'We will announce material changes at least 30 days before they take effect.',
    ],
  })),
};

/** The dialog with the page's own button that opens it, as the footer has. */
function WithOpener(
  props: Omit<PolicyViewerProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & {
    onOpenChange: PolicyViewerProps['onOpenChange'];
  },
) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  return (
    <div style={{ minHeight: '250vh', paddingTop: props.policy === long ? '120vh' : 0 }}>
      <button type="button" ref={setOpener} onClick={() => setOpen(true)}>
        Open {props.title}
      </button>
      <PolicyViewer
        {...props}
        open={open}
        returnFocusTo={opener}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Site/PolicyViewer',
  component: PolicyViewer,
  // Documented on this component's Docs page too.
  subcomponents: { PolicyBody },
  args: { policy: short, title: 'Accessibility', open: true, onOpenChange: fn() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof PolicyViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of <body>, outside the story's canvas: query the whole screen.

export const Short: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open Accessibility' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility' });
    await expect(dialog).toHaveTextContent('Last Updated: June 15, 2023');
    await expect(screen.getByRole('link', { name: 'accessibility@robomarket.dev' })).toHaveAttribute(
      'href',
      'mailto:accessibility@robomarket.dev',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const LongLocksPageScroll: Story = {
  args: { policy: long, title: 'Terms of Service' },
  play: async ({ canvas, userEvent }) => {
    // The button sits below the fold: clicking it scrolls the page to it.
    await userEvent.click(canvas.getByRole('button', { name: 'Open Terms of Service' }));
    const body = await screen.findByRole('region', { name: 'Terms of Service text' });
    const before = window.scrollY;
    await expect(before).toBeGreaterThan(0);
    // The page behind cannot scroll; the policy's text scrolls in its own region.
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
    await expect(window.scrollY).toBe(before);
    window.scrollTo(0, 0);
  },
};

export const Loading: Story = {
  args: { policy: undefined, title: 'Privacy Policy' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Privacy Policy' }));
    await expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('Loading Privacy Policy...');
  },
};

export const LoadError: Story = {
  args: {
    policy: undefined,
    title: 'Privacy Policy',
    error: 'The policy could not be loaded. Check your connection and try again.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Privacy Policy' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The policy could not be loaded.');
  },
};

export const WithExtraContent: Story = {
  args: {
    title: 'Cookie Policy',
    policy: { ...short, title: 'Cookie Policy' },
    extra: <p>Your cookie settings appear here.</p>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Cookie Policy' }));
    await expect(await screen.findByText('Your cookie settings appear here.')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  args: { policy: long, title: 'Terms of Service' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
