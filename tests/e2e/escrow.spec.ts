import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Account, anAccount } from '../fixtures/accounts';
import { closeContextsAfterEach } from '../fixtures/conversation';
import { agreedDirectOrder, bearer, payInSandbox, workflowPage } from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// The escrow moves on the workflow page (issue 12 §5-7) in Chromium against the real server: the buyer pays
// (the checkout page is its own journey: payment is confirmed through the sandbox API here), the chosen
// seller starts the order, the buyer releases the funds; on a second deal the buyer asks for a refund. A
// VIEWER colleague of the buyer sees the state and no buttons; another business's user gets 'Workflow not found'.

// Each test signs in one or two people in fresh browser contexts: slow on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The contexts a test opened, closed after it. */
const opened = closeContextsAfterEach();

interface Party {
  account: Account;
  token: string;
  businessId: string;
}

/** Registers through the API (a business, unless `customer`); answers the account and its session. */
async function register(request: APIRequestContext, label: string, customer = false): Promise<Party> {
  const account = anAccount(uniqueEmail(label), { firstName: 'Grace', lastName: label.replace(/\W/g, '') });
  const response = await request.post('/v2/auth/register', {
    data: {
      user_type: customer ? 'CUSTOMER' : 'BUSINESS',
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
      ...(customer ? {} : { company_name: `${account.lastName} Works`, business_type: 'parent_company' }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as {
    access_token: string;
    memberships: Array<{ business_id: string }>;
  };
  return { account, token: session.access_token, businessId: session.memberships[0]?.business_id ?? '' };
}

/** `colleague` joins `buyer`'s business as a VIEWER (reads only): invited by e-mail, then accepting. */
async function join(request: APIRequestContext, buyer: Party, colleague: Party) {
  const invited = await request.post('/v2/business/member', {
    headers: bearer(buyer),
    data: { business_id: buyer.businessId, email: colleague.account.email, roles: ['VIEWER'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const list = await request.get('/v2/business/invitations', { headers: bearer(colleague) });
  const { invitations } = (await list.json()) as { invitations: Array<{ id: string }> };
  const accepted = await request.post(`/v2/business/invitations/${invitations[0]?.id}/accept`, {
    headers: bearer(colleague),
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
}

/** The shared two-core machine answers slowly: page loads and moves may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

const paymentCard = (page: Page): Locator => page.getByRole('region', { name: 'Payment' });
/** A toast, found in the Notifications region (the toast itself has no status role). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();

test.describe('escrow on the workflow page', () => {
  const tag = `Escrow${Date.now().toString(36)}`;
  let buyer: Party;
  let colleague: Party;
  let seller: Party;
  let stranger: Party;
  let released = '';
  let refunded = '';

  test.beforeAll(async ({ request }) => {
    buyer = await register(request, 'escrow-buyer');
    colleague = await register(request, 'escrow-colleague', true);
    seller = await register(request, 'escrow-seller');
    stranger = await register(request, 'escrow-stranger');
    await join(request, buyer, colleague);
    released = await agreedDirectOrder(request, buyer, seller, `${tag} Mover A`);
    refunded = await agreedDirectOrder(request, buyer, seller, `${tag} Mover B`);
  });

  test('the buyer pays an agreed price and lands on the checkout', async ({ browser, request }) => {
    const page = await workflowPage(browser, buyer, released, { opened });
    const card = paymentCard(page);
    await expect(card.getByText('Not paid yet')).toBeVisible(SLOW);
    await card.getByRole('button', { name: 'Pay $1,500.00' }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    const paymentId = new URL(page.url()).pathname.split('/').pop();
    // The checkout page is its own journey; the card is paid through the sandbox's API.
    await payInSandbox(request, buyer, released, paymentId);
  });

  test('the seller starts the paid order after confirming', async ({ browser }) => {
    const page = await workflowPage(browser, seller, released, { opened });
    const card = paymentCard(page);
    await expect(card.getByText('Escrow - PENDING')).toBeVisible(SLOW);
    await expect(card.getByRole('button', { name: 'Release Funds' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Start Order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start the order?' });
    await dialog.getByRole('button', { name: 'Start Order' }).click();
    await expect(toast(page, 'Order started')).toBeVisible(SLOW);
    await expect(page.getByText('Order in progress', { exact: true })).toBeVisible(SLOW);
    // Next the seller marks the order delivered (the buyer's inspection period, DESIGN.md §5).
    await expect(card.getByRole('button')).toHaveText(['Mark as Delivered']);
  });

  test("the buyer's VIEWER colleague sees the state and no buttons; another business gets not found", async ({
    browser,
  }) => {
    const page = await workflowPage(browser, colleague, released, { opened });
    const card = paymentCard(page);
    await expect(card.getByText('Escrow - PENDING')).toBeVisible(SLOW);
    await expect(card.getByRole('button')).toHaveCount(0);

    const outsider = await workflowPage(browser, stranger, released, { opened });
    await expect(outsider.getByRole('heading', { level: 1, name: 'Workflow not found' })).toBeVisible(SLOW);
    await expect(paymentCard(outsider)).toHaveCount(0);
  });

  test('the buyer releases the funds after confirming: ORDER_COMPLETED, Escrow - RELEASED', async ({
    browser,
  }) => {
    const page = await workflowPage(browser, buyer, released, { opened });
    const card = paymentCard(page);
    await card.getByRole('button', { name: 'Release Funds' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Release the funds?' });
    await expect(dialog).toContainText('Release $1,500.00 to the seller? This cannot be undone.');
    await dialog.getByRole('button', { name: 'Release Funds' }).click();
    await expect(card.getByText('Escrow - RELEASED')).toBeVisible(SLOW);
    await expect(card.getByText('Funds released to the seller')).toBeVisible(SLOW);
    await expect(page.getByText('Order completed', { exact: true })).toBeVisible(SLOW);
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('on a second deal the buyer asks for a refund: ORDER_CANCELLED, Escrow - REFUNDED', async ({
    browser,
    request,
  }) => {
    await payInSandbox(request, buyer, refunded);
    const page = await workflowPage(browser, buyer, refunded, { opened });
    const card = paymentCard(page);
    await card.getByRole('button', { name: 'Request Refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Request a refund?' });
    await expect(dialog).toContainText('Refund $1,500.00 to your card and cancel the order?');
    await dialog.getByRole('button', { name: 'Request Refund' }).click();
    await expect(card.getByText('Escrow - REFUNDED')).toBeVisible(SLOW);
    await expect(card.getByText('Refunded to the buyer')).toBeVisible(SLOW);
    await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible(SLOW);
  });
});
