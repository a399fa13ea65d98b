import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DEMO_PASSWORD = 'RoboMarket2026';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/home');
}

// The product targets WCAG 2.1 AA (product-spec §9): the pages a visitor, a buyer and a seller meet.
test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('the landing page and the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/login');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("a buyer's home, a product page and account settings", async ({ page }) => {
    await signIn(page, 'buyer@robomarket.dev');
    await expect(page.getByRole('heading', { name: 'Available Products' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.locator('a[href^="/product/"]').first().click();
    await expect(page.getByRole('button', { name: 'Make an Offer' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("a seller's home", async ({ page }) => {
    await signIn(page, 'seller@robomarket.dev');
    await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
