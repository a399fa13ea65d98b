import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { anAccount, headerOf, registerThroughApi } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Issue 30 §4 by keyboard alone (no mouse event): the skip link is the first Tab stop of every layout, the
// Sign In dialog gives the focus back to the button that opened it, and after each navigation the focus is
// on the new page's heading, never on body.

/** Presses Tab until `target` has the focus, as a person would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} Tabs did not reach ${target}`);
}

/** The skip link is the first Tab stop, shown when focused, and Enter puts the focus on the main region. */
async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeFocused();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('keyboard focus', () => {
  test('a visitor skips the header, opens and closes Sign In, moves between pages and signs in, by keyboard alone', async ({
    page,
    request,
  }) => {
    // Two layouts, a dialog, three navigations and two axe runs, one key at a time.
    test.slow();
    const buyer = anAccount(uniqueEmail('keyboard-buyer'));
    await registerThroughApi(request, buyer);

    // The public layout: the first Tab is the skip link, shown over the header.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSkipLinkFirst(page);
    expect(await axeViolations(page)).toEqual([]);

    // Sign In, closed with Escape: the focus is back on the header's Sign In button, not on body.
    const signInButton = headerOf(page).getByRole('button', { name: 'Sign In' });
    await page.goto('/');
    await tabTo(page, signInButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signInButton).toBeFocused();

    // A link followed with Enter: the focus lands on the new page's heading.
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expectHeadingFocused(page, /.+/);

    // Sign in by keyboard: Home's heading has the focus, and the signed-in header shows the logo.
    await tabTo(page, signInButton);
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(buyer.email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(buyer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/home');
    await expectHeadingFocused(page, `Welcome back, ${buyer.firstName}`);
    await expect(headerOf(page).getByRole('link', { name: 'RoboMarket home' })).toHaveAttribute(
      'href',
      '/home',
    );

    // The signed-in layout: the skip link is first here too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSkipLinkFirst(page);
    expect(await axeViolations(page)).toEqual([]);

    // A primary navigation link followed with Enter: the heading again, not body.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Dashboard' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
    await expectHeadingFocused(page, /.+/);
  });
});
