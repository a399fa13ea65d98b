import {
  anAccount,
  chooseFromProfileMenu,
  headerOf,
  registerThroughApi,
  submitSignIn,
} from '../fixtures/accounts';
import { JOURNEY_ADMIN_EMAIL, JOURNEY_ADMIN_PASSWORD } from '../fixtures/admin';
import { expect, test } from './fixtures';

// The job queue's dead-letter list (ADR 0094): a platform admin (made by `pnpm admin:create`, see
// playwright.config.ts) opens Jobs from the profile menu and sees the queue's counts by state, with the
// recurring jobs (payment expiry, approval expiry, clean-up) waiting; anyone else is turned away.

const SLOW = { timeout: 20_000 };

test('a platform admin sees the job queue and its dead-letter list; a customer does not', async ({
  page,
  request,
}) => {
  const customer = anAccount(`jobs-customer-${Date.now()}@example.com`);
  await registerThroughApi(request, customer);
  await page.goto('/login');
  await submitSignIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/home', SLOW);
  await headerOf(page).getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Jobs' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/jobs');
  await expect(page.getByText('This page is only for platform admins.')).toBeVisible(SLOW);

  await page.context().clearCookies();
  await page.goto('/login');
  await submitSignIn(page, JOURNEY_ADMIN_EMAIL, JOURNEY_ADMIN_PASSWORD);
  await expect(page).toHaveURL('/home', SLOW);
  await chooseFromProfileMenu(page, 'Jobs');
  await expect(page).toHaveURL(/\/admin\/jobs$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const counts = page.getByRole('list', { name: 'Jobs by state' });
  await expect(counts).toBeVisible(SLOW);
  // The recurring jobs each keep one occurrence waiting.
  const waiting = await counts.getByText(/^Waiting: \d+$/).textContent();
  expect(Number(waiting?.replace('Waiting: ', ''))).toBeGreaterThanOrEqual(3);
  await expect(counts.getByText(/^Dead: \d+$/)).toBeVisible();
  await expect(
    page.getByText('No dead jobs').or(page.getByRole('table', { name: 'Dead jobs' })),
  ).toBeVisible();
});
