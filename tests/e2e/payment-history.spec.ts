import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { anAccount, chooseFromProfileMenu, registerThroughApi } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Payment history and the dashboard's money (issue 12 §5-6) against the real server and its demo data: the
// demo buyer starts with one order whose funds are held in escrow and one whose funds were released
// (apps/server/src/demo/payments.ts).

const DEMO_BUYER = 'buyer@robomarket.dev';
const DEMO_PASSWORD = 'RoboMarket2026';
const HELD = { amount: '$27,800', title: 'Inspection drone for the Hull storage tanks' };
const RELEASED = { amount: '$72,450', title: 'Collaborative arms for the Bristol assembly line' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/home');
}

/** What `GET /v2/business/metrics` answers the user, asked with a token of its own. */
async function metricsOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/v2/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const answer = await request.get('/v2/business/metrics', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { totalSpend: string; activeWorkflows: number; savings: string };
}

/** A contract amount ("100250.49") in dollars without decimals, rounded half up without floating point. */
function wholeDollars(amount: string): string {
  const [dollars = '0', cents = '0'] = amount.split('.');
  const rounded = BigInt(dollars) + (Number(cents.padEnd(2, '0').slice(0, 2)) >= 50 ? 1n : 0n);
  return `$${rounded.toLocaleString('en-US')}`;
}

function rowOf(table: Locator, amount: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: amount }) });
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('payment history', () => {
  test('the demo buyer finds its payments newest first, opens a workflow, and sees the same money on the dashboard', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO_BUYER, DEMO_PASSWORD);
    await chooseFromProfileMenu(page, 'Payments');
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    await expect(page).toHaveTitle('Payment History · RoboMarket');

    const table = page.getByRole('table', { name: 'Payment history' });
    const held = rowOf(table, HELD.amount);
    const released = rowOf(table, RELEASED.amount);
    await expect(held).toBeVisible();
    await expect(released).toBeVisible();
    // Newest first: the order paid 3 days ago comes before the one paid 21 days ago.
    const amounts = await table.getByRole('rowheader').allTextContents();
    expect(amounts.indexOf(HELD.amount)).toBeLessThan(amounts.indexOf(RELEASED.amount));
    expect(amounts.indexOf(HELD.amount)).toBeGreaterThanOrEqual(0);

    // The status in words, with the spec's colours: held orange, released green.
    const heldBadge = held.getByText('Escrow - PENDING', { exact: true });
    const releasedBadge = released.getByText('Escrow - RELEASED', { exact: true });
    await expect(heldBadge).toHaveAttribute('data-accent-color', 'orange');
    await expect(releasedBadge).toHaveAttribute('data-accent-color', 'green');
    // The colours really differ on screen.
    const colourOf = (badge: Locator) => badge.evaluate((element) => getComputedStyle(element).color);
    expect(await colourOf(heldBadge)).not.toBe(await colourOf(releasedBadge));
    await expect(held.getByRole('cell').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // 'View Workflow' reads exactly so, and opens the payment's workflow.
    const link = held.getByRole('link', { name: /^View Workflow for the payment of \$27,800 on / });
    await expect(link).toContainText('View Workflow');
    await link.click();
    await expect(page).toHaveURL(/\/workflow\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: HELD.title })).toBeVisible();

    // The dashboard shows the same payments and the server's own figures, not the old placeholders.
    await chooseFromProfileMenu(page, 'Dashboard');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await expect(recent.getByText(HELD.amount)).toBeVisible();
    await expect(recent.getByText(RELEASED.amount)).toBeVisible();
    // The demo fleet's order holds its funds too.
    await expect(recent.getByText('Escrow - PENDING').first()).toBeVisible();
    await expect(recent.getByText('Escrow - RELEASED')).toBeVisible();

    const figures = await metricsOf(request, DEMO_BUYER, DEMO_PASSWORD);
    expect(figures.totalSpend).not.toBe('1250000.00');
    const metrics = page.getByRole('region', { name: 'Key Metrics' });
    await expect(metrics.getByRole('definition')).toHaveText([
      wholeDollars(figures.totalSpend),
      figures.activeWorkflows.toLocaleString('en-US'),
      wholeDollars(figures.savings),
    ]);
    // At least the two demo orders were paid: $72,450 + $27,800, saving $17,550 + $7,200 against budget.
    expect(BigInt(figures.totalSpend.split('.')[0] ?? '0')).toBeGreaterThanOrEqual(100_250n);
    expect(BigInt(figures.savings.split('.')[0] ?? '0')).toBeGreaterThanOrEqual(24_750n);

    // Quick Actions lead back to the history.
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('link', { name: 'Payment History' })
      .click();
    await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
  });

  test('on a phone (390 px) the history never scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_BUYER, DEMO_PASSWORD);
    await page.goto('/payments');
    const region = page.getByRole('region', { name: 'Payment history' });
    await expect(region.getByRole('rowheader', { name: HELD.amount })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The table scrolls inside its own region instead, which a keyboard can reach.
    await expect(region).toHaveAttribute('tabindex', '0');
    const box = await region.boundingBox();
    expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(390);
  });

  test("a user with no payments sees 'No Payments Found'", async ({ page, request }) => {
    const account = anAccount(uniqueEmail('no-payments'));
    await registerThroughApi(request, account);
    await signIn(page, account.email, account.password);
    await chooseFromProfileMenu(page, 'Payments');
    await expect(page.getByText('No Payments Found')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
