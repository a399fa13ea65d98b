import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CookieConsentBanner } from './cookie-consent-banner';

const meta = {
  title: 'Site/CookieConsentBanner',
  // A screen-level component: also compared at a phone's width (tests/visual/stories-setup.ts).
  parameters: { visual: { phone: true } },
  component: CookieConsentBanner,
  args: { onSave: fn(), onReadPolicy: fn() },
} satisfies Meta<typeof CookieConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Cookies on RoboMarket' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read the cookie policy' }));
    await expect(args.onReadPolicy).toHaveBeenCalledOnce();
  },
};

export const AcceptAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All' }));
    await expect(args.onSave).toHaveBeenCalledWith({ functional: true, analytics: true, marketing: true });
  },
};

export const RejectOptional: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Optional' }));
    await expect(args.onSave).toHaveBeenCalledWith({ functional: false, analytics: false, marketing: false });
  },
};

export const Customised: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customize' }));
    // Opt-in: necessary (locked) on, every optional category unticked until the visitor ticks it.
    await expect(canvas.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({ functional: false, analytics: true, marketing: true });
  },
};

export const ChangingAStoredChoice: Story = {
  args: { initial: { functional: true, analytics: false, marketing: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customize' }));
    await expect(canvas.getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
  },
};

/** In the flow of a dialog that cannot be closed (/login), instead of fixed at the bottom of the window. */
export const Inline: Story = {
  args: { inline: true },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Cookies on RoboMarket' });
    await expect(getComputedStyle(region).position).toBe('static');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Optional' }));
    await expect(args.onSave).toHaveBeenCalledWith({ functional: false, analytics: false, marketing: false });
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customize' }));
    const region = canvas.getByRole('region', { name: 'Cookies on RoboMarket' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
