import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { VISUAL_FONTS } from '../../.storybook/test-mode';
import * as stories from '../../packages/ui/src/site/waitlist-form/waitlist-form.stories';

const { Idle, Submitting, Success, SuccessWithTitle, JoinFails, Stacked, Dark } = composeStories(stories);

/** Renders a story and returns a locator for the frame that .storybook/preview.tsx puts around it. */
async function show(Story: () => ReactNode) {
  const { container } = render(<Story />);
  // The bundled fonts (.storybook/test-mode.ts): a late font swap would move every glyph.
  await Promise.all(VISUAL_FONTS.map((font) => document.fonts.load(font)));
  const frame = container.querySelector('.sb-story-frame');
  if (!frame) throw new Error('the story frame from .storybook/preview.tsx is missing');
  return page.elementLocator(frame);
}

describe('WaitlistForm screenshots', () => {
  it.each([
    ['idle', Idle],
    ['submitting', Submitting],
    ['success', Success],
    ['success-with-title', SuccessWithTitle],
    ['stacked', Stacked],
    ['dark', Dark],
  ] as const)('%s', async (name, Story) => {
    await expect.element(await show(Story)).toMatchScreenshot(name);
  });

  it('error, with the typed address kept', async () => {
    const frame = await show(JoinFails);
    await userEvent.fill(page.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Join Waitlist' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error: Email service down');
    await expect.element(frame).toMatchScreenshot('error');
  });

  it('invalid address', async () => {
    const frame = await show(Idle);
    await userEvent.fill(page.getByRole('textbox', { name: 'Email address' }), 'ada@example');
    await userEvent.click(page.getByRole('button', { name: 'Join Waitlist' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect.element(frame).toMatchScreenshot('invalid');
  });
});
