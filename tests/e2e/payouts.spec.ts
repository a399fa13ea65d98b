import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import {
  bearer,
  customOrder,
  type Party,
  partyPage,
  propose,
  registerParty,
  workflowPage,
} from '../fixtures/deal';
import { expect, test } from './fixtures';

// A seller's money in Chromium against the real server: a buyer pays for an order and releases it; the
// seller opens Payouts, sees the net available and the fee, pays out and sees it paid out; its dashboard's
// Key Metrics show its revenue and active deals from real data. (A new seller is an early adopter: no fee.)

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The shared two-core machine answers slowly. */
const SLOW = { timeout: 20_000 };

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** WCAG 2.1 AA violations on the page as it stands (product-spec §9). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('payouts', () => {
  const tag = `Payout${Date.now().toString(36)}`;
  let buyer: Party;
  let seller: Party;
  let sold = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'payout-buyer', 'Ada', 'Buyer');
    seller = await registerParty(request, 'payout-seller', 'Grace', 'Seller');
    // The order: the seller's proposal accepted, paid into escrow, the order started.
    sold = await customOrder(request, buyer, `${tag} movers`, [seller]);
    const proposalId = await propose(request, seller, sold, '20000.00');
    const accepted = await request.post(`/v2/workflows/${sold}/proposals/${proposalId}/accept`, {
      headers: bearer(buyer, true),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const session = await request.post(`/v2/workflows/${sold}/payments/session`, {
      headers: bearer(buyer, true),
    });
    expect(session.status(), await session.text()).toBe(201);
    const { payment_id } = (await session.json()) as { payment_id: string };
    const paid = await request.post(`/v2/sandbox/payments/${payment_id}/confirm`, {
      headers: bearer(buyer, true),
      data: { card_number: '4242 4242 4242 4242' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const started = await request.post(`/v2/workflows/${sold}/order/start`, { headers: bearer(seller) });
    expect(started.status(), await started.text()).toBe(200);
    // A second deal the seller is still bidding on.
    const open = await customOrder(request, buyer, `${tag} grippers`, [seller]);
    await propose(request, seller, open, '15000.00');
  });

  test('the buyer releases the funds of the order', async ({ browser }) => {
    const page = await workflowPage(browser, buyer, sold, { opened });
    const card = page.getByRole('region', { name: 'Payment' });
    await card.getByRole('button', { name: 'Release Funds' }).click(SLOW);
    await page
      .getByRole('alertdialog', { name: 'Release the funds?' })
      .getByRole('button', { name: 'Release Funds' })
      .click();
    await expect(card.getByText('Escrow - RELEASED')).toBeVisible(SLOW);
  });

  test("the seller's dashboard shows its revenue and active deals", async ({ browser }) => {
    const page = await partyPage(browser, seller, '/dashboard', { opened });
    const metrics = page.getByRole('region', { name: 'Key Metrics' });
    await expect(metrics.getByText('Revenue', { exact: true })).toBeVisible(SLOW);
    await expect(metrics.locator('dt:text-is("Revenue") + dd')).toHaveText('$20,000', SLOW);
    // The completed order is not active; the deal it is bidding on is.
    await expect(metrics.locator('dt:text-is("Active deals") + dd')).toHaveText('1');
    await expect(metrics.locator('dt:text-is("Win rate") + dd')).toHaveText('100%');
    await expect(metrics.getByText('Total Spend')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('the seller sees the net available and the fee, pays out, and sees it paid out', async ({
    browser,
  }) => {
    const page = await workflowPage(browser, seller, sold, { opened });
    await page.goto('/business/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible(SLOW);
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance.locator('dt:text-is("Available") + dd')).toHaveText('$20,000.00', SLOW);
    await expect(balance.locator('dt:text-is("Fees") + dd')).toHaveText('$0.00');
    const row = page.getByRole('row', { name: new RegExp(`${tag} movers`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText('$20,000.00');
    await expect(row.getByRole('cell').nth(1)).toHaveText('$0.00');
    await expect(row.getByRole('cell').nth(2)).toHaveText('$20,000.00');
    await expect(row.getByText('Available')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await balance.getByRole('button', { name: 'Pay out $20,000.00' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Pay out your available balance?' });
    await dialog.getByRole('button', { name: 'Pay out $20,000.00' }).click();
    await expect(dialog).toHaveCount(0, SLOW);
    await expect(row.getByText('Paid out')).toBeVisible(SLOW);
    await expect(balance.locator('dt:text-is("Paid out") + dd')).toHaveText('$20,000.00');
    await expect(balance.locator('dt:text-is("Available") + dd')).toHaveText('$0.00');
    await expect(balance.getByRole('button', { name: 'Nothing to pay out' })).toBeDisabled();
  });
});
