import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { chooseFromProfileMenu, submitSignIn } from '../fixtures/accounts';
import { JOURNEY_ADMIN_EMAIL, JOURNEY_ADMIN_PASSWORD } from '../fixtures/admin';
import { closeContextsAfterEach } from '../fixtures/conversation';
import {
  agreedDirectOrder,
  bearer,
  type Party,
  payInSandbox,
  registerParty,
  workflowPage,
} from '../fixtures/deal';
import { expect, test } from './fixtures';

// Disputes instead of one-sided refunds (DESIGN.md §5) in Chromium against the real server: once the seller
// has started the order, the buyer disputes it with a reason and evidence; the seller offers a partial
// refund; the buyer accepts; both payment histories show the same refunded and released amounts. A second
// dispute is contested and a platform admin (made by `pnpm admin:create`, see playwright.config.ts)
// decides it from /admin/disputes.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const opened = closeContextsAfterEach();

/** The shared two-core machine answers slowly. */
const SLOW = { timeout: 20_000 };

const paymentCard = (page: Page): Locator => page.getByRole('region', { name: 'Payment' });
const disputeCard = (page: Page): Locator => page.getByRole('region', { name: 'Dispute' });
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();

/** A DIRECT_ORDER of $1,500.00 paid in the sandbox and started by the seller (ORDER_IN_PROGRESS). */
async function startedOrder(request: APIRequestContext, buyer: Party, seller: Party, name: string) {
  const workflowId = await agreedDirectOrder(request, buyer, seller, name);
  const paymentId = await payInSandbox(request, buyer, workflowId);
  const started = await request.post(`/v2/workflows/${workflowId}/order/start`, { headers: bearer(seller) });
  expect(started.status(), await started.text()).toBe(200);
  return { workflowId, paymentId };
}

/** The payment history's row of the split payment, from the profile menu's Payments. */
async function historyRow(page: Page): Promise<Locator> {
  await chooseFromProfileMenu(page, 'Payments');
  await expect(page).toHaveURL(/\/payments$/, SLOW);
  const table = page.getByRole('region', { name: 'Payment history' });
  return table.getByRole('row').filter({ hasText: 'Escrow - PARTIALLY_REFUNDED' });
}

test.describe('disputes instead of one-sided refunds', () => {
  const tag = `Dispute${Date.now().toString(36)}`;
  let buyer: Party;
  let seller: Party;
  let split = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'dispute-buyer', 'Ada', 'Buyer');
    seller = await registerParty(request, 'dispute-seller', 'Sam', 'Seller');
    ({ workflowId: split } = await startedOrder(request, buyer, seller, `${tag} Mover A`));
    // A photo of the damage in the seller's thread, to attach as evidence.
    const uploaded = await request.post(`/v2/workflows/${split}/documents?sellerId=${seller.id}`, {
      headers: bearer(buyer),
      multipart: {
        file: { name: 'bent-arm.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  });

  test('the buyer disputes the started order with a reason and evidence', async ({ browser }) => {
    const page = await workflowPage(browser, buyer, split, { opened });
    const card = paymentCard(page);
    await expect(card.getByText('Escrow - PENDING')).toBeVisible(SLOW);
    // Once the order has started the buyer cannot refund alone.
    await expect(card.getByRole('button', { name: 'Request Refund' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Open a Dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
    await dialog.getByRole('radio', { name: 'Arrived damaged' }).click();
    await dialog.getByLabel('What is wrong').fill('One of the arms arrived bent.');
    await dialog.getByRole('checkbox', { name: 'bent-arm.pdf' }).click();
    await dialog.getByRole('button', { name: 'Open Dispute' }).click();
    await expect(toast(page, 'Dispute opened')).toBeVisible(SLOW);
    const dispute = disputeCard(page);
    await expect(dispute.getByText('Waiting for the seller')).toBeVisible(SLOW);
    await expect(dispute.getByText('Evidence', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Release Funds' })).toHaveCount(0);
  });

  test('the seller offers a partial refund', async ({ browser }) => {
    const page = await workflowPage(browser, seller, split, { opened });
    const form = page.getByRole('form', { name: 'Answer the dispute' });
    await form.getByRole('radio', { name: 'Offer a partial refund' }).click();
    await form.getByLabel('Refund to the buyer (less than $1,500.00)').fill('300');
    await form.getByLabel('Message (optional)').fill('We cover the bent arm.');
    await form.getByRole('button', { name: 'Send Answer' }).click();
    await expect(toast(page, 'Answer sent to the buyer')).toBeVisible(SLOW);
    await expect(page.getByText("Waiting for the buyer's answer", { exact: false })).toBeVisible(SLOW);
    await expect(disputeCard(page).getByText('Partial refund offered: $300.00')).toBeVisible(SLOW);
  });

  test('the buyer accepts the offer and both payment histories show the same split', async ({ browser }) => {
    const page = await workflowPage(browser, buyer, split, { opened });
    const offer = page.getByRole('region', { name: 'Partial refund offer' });
    await expect(offer).toContainText('$1,200.00 is released to the seller', SLOW);
    await offer.getByRole('button', { name: 'Accept $300.00' }).click();
    await expect(toast(page, 'Partial refund accepted')).toBeVisible(SLOW);
    const card = paymentCard(page);
    await expect(card.getByText('Escrow - PARTIALLY_REFUNDED')).toBeVisible(SLOW);
    await expect(card.getByText('Refunded $300.00, released $1,200.00')).toBeVisible(SLOW);
    await expect(page.getByText('Order completed', { exact: true })).toBeVisible(SLOW);

    const buyerRow = await historyRow(page);
    await expect(buyerRow).toContainText('Refunded $300.00, released $1,200.00', SLOW);
    const sellerPage = await workflowPage(browser, seller, split, { opened });
    const sellerRow = await historyRow(sellerPage);
    await expect(sellerRow).toContainText('Refunded $300.00, released $1,200.00', SLOW);
  });

  test('a contested dispute is decided by a platform admin', async ({ browser, request }) => {
    const { workflowId, paymentId } = await startedOrder(request, buyer, seller, `${tag} Mover B`);
    const disputed = await request.post(`/v2/workflows/${workflowId}/disputes`, {
      headers: bearer(buyer),
      data: { reason: 'NOT_DELIVERED', description: 'Nothing arrived.' },
    });
    expect(disputed.status(), await disputed.text()).toBe(201);
    const { id: disputeId } = (await disputed.json()) as { id: string };
    const contested = await request.post(`/v2/disputes/${disputeId}/respond`, {
      headers: bearer(seller),
      data: { action: 'contest', message: 'Delivered on Monday.' },
    });
    expect(contested.status(), await contested.text()).toBe(200);

    const context = await browser.newContext();
    opened.push(context);
    const page = await context.newPage();
    await page.goto('/login');
    await submitSignIn(page, JOURNEY_ADMIN_EMAIL, JOURNEY_ADMIN_PASSWORD);
    await expect(page).toHaveURL('/home', SLOW);
    await chooseFromProfileMenu(page, 'Disputes');
    await expect(page).toHaveURL(/\/admin\/disputes$/, SLOW);
    const list = page.getByRole('list', { name: 'Contested disputes' });
    const item = list.getByRole('listitem').filter({ hasText: `${tag} Mover B` });
    await item.getByRole('button', { name: /Review/ }).click();
    await expect(page.getByText('“Delivered on Monday.”')).toBeVisible(SLOW);
    const form = page.getByRole('form', { name: 'Decide the dispute' });
    await form.getByRole('radio', { name: 'Refund $1,500.00 to the buyer' }).click();
    await form.getByRole('button', { name: 'Record Decision' }).click();
    await expect(toast(page, 'Dispute decided')).toBeVisible(SLOW);
    await expect(list.getByRole('listitem').filter({ hasText: `${tag} Mover B` })).toHaveCount(0, SLOW);

    const payment = await request.get(`/v2/payments/${paymentId}`, { headers: bearer(buyer) });
    expect(await payment.json()).toMatchObject({ escrowStatus: 'REFUNDED', refundedAmount: '1500.00' });
  });
});
