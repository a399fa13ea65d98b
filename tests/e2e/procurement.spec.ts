import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Procurement end to end (issue 10 §7, issue 12 §7) in Chromium against the real server: a buyer writes an
// RFP through the wizard, sellers find it in the marketplace and propose, the buyer compares and accepts; a
// document goes from the buyer to the seller and no further; the buyer pays into escrow (a declined card,
// then a good one), the chosen seller starts the order and the buyer releases the funds.

test.describe.configure({ mode: 'serial' });

/** A word no other run has used, so the marketplace filter finds only this run's RFP. */
const runTag = `Run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/home');
}

/** A new browser context (its own cookies) signed in as `account`. */
async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** A seller account (a Parent Company business) made through the API; answers its access token. */
async function aSeller(request: APIRequestContext, label: string, lastName: string) {
  const account = anAccount(uniqueEmail(label), { firstName: 'Grace', lastName });
  const token = await registerSellerThroughApi(request, account);
  const me = await request.get('/v2/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: string };
  return { account, token, id };
}

/** The id at the end of the page's address (`/rfp/details/{id}`, `/workflow/{id}`). */
function idIn(page: Page): string {
  const id = new URL(page.url()).pathname.split('/').pop();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id ?? '';
}

/** The calendar date `days` from today (UTC), as the contract writes dates. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** A toast, found in the Notifications region (it outlives the status copy read to screen readers). */
const notification = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();

/** The value shown for one of the dashboard's Key Metrics. */
const metric = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Key Metrics' })
    .getByRole('definition')
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });

/** Fills the sandbox checkout's card form and presses Pay. */
async function payWithCard(page: Page, cardNumber: string, amount: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM / YY)').fill(`12 / ${String((new Date().getUTCFullYear() + 3) % 100)}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
}

test.describe('procurement', () => {
  const buyer = anAccount(uniqueEmail('rfp-buyer'), { firstName: 'Ada', lastName: 'Buyer' });
  let workflowId = '';
  let rfpId = '';
  let sellerA: Awaited<ReturnType<typeof aSeller>>;
  let sellerB: Awaited<ReturnType<typeof aSeller>>;

  test.beforeAll(async ({ request }) => {
    await registerThroughApi(request, buyer);
    sellerA = await aSeller(request, 'rfp-seller-a', 'Northgate');
    sellerB = await aSeller(request, 'rfp-seller-b', 'Southbank');
  });

  test('a buyer creates an RFP workflow and goes through the wizard to submission', async ({ page }) => {
    await signIn(page, buyer);
    await page.goto('/workflow/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const form = page.getByRole('main');
    await form.getByRole('combobox', { name: 'Request type' }).click();
    await page.getByRole('option', { name: 'RFP' }).click();
    await expect(
      form.getByText("After creating the workflow, you'll be redirected to create your RFP."),
    ).toBeVisible();
    await form.getByLabel('Title').fill(`Pallet movers ${runTag}`);
    await form.getByLabel('Description').fill('Two autonomous pallet movers for the north warehouse.');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await form.getByLabel('Quantity').fill('2');
    await form.getByRole('button', { name: 'Create & Continue to RFP' }).click();

    await expect(page).toHaveURL(/\/rfp\/create\?workflow=[0-9a-f-]{36}$/);
    workflowId = new URL(page.url()).searchParams.get('workflow') ?? '';

    // Step 1: Use Case.
    await page.getByRole('button', { name: 'Warehouse Automation' }).click();
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Logistics' }).click();
    await page.getByLabel('Detailed requirements').fill(`Move pallets between docks and racks. ${runTag}`);
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 2: Technical Specs.
    await page.getByLabel('Max payload (kg)').fill('1200');
    await page.getByLabel('Battery life (hours)').fill('10');
    await page.getByRole('checkbox', { name: 'CE Marking' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 3: Budget & Timeline (dates default to today and 30 days later).
    // Amounts as people write them: commas between thousands, one decimal.
    await page.getByLabel('Minimum budget').fill('10,000');
    await page.getByLabel('Maximum budget').fill('50000.0');
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 4: Review, money without decimals.
    await expect(page.getByText('$10,000').first()).toBeVisible();
    await expect(page.getByText('$50,000').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit RFP' }).click();

    await expect(toast(page, 'RFP submitted successfully! Redirecting to RFP details...')).toBeVisible();
    await expect(page).toHaveURL(/\/rfp\/details\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    rfpId = idIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Automation' })).toBeVisible();
    await expect(page.getByText('Submitted').first()).toBeVisible();
  });

  test('a seller finds it in the marketplace and responds; an out-of-budget price is refused first', async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, sellerA.account);
    await page.goto('/rfp/marketplace');
    const filters = page.getByRole('form', { name: 'Filter RFPs' });

    // A budget range that misses this RFP's 10,000-50,000 finds nothing of this run.
    await filters.getByLabel('Industry').fill('logist');
    await filters.getByLabel(/Minimum budget/).fill('60,000');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/industry=logist/);
    await expect(page).toHaveURL(/minBudget=60000\.00/);
    // The API reads a budget filter as typed, and names the parameter when it is not an amount.
    expect((await request.get('/v2/rfps?minBudget=60,000')).status()).toBe(200);
    const refused = await request.get('/v2/rfps?minBudget=60.000,5');
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toMatch(/^Min budget must be an amount such as 30000, 30,000/);
    await expect(page.getByRole('listitem').filter({ hasText: runTag })).toHaveCount(0);
    // Nothing at all matches an industry nobody wrote.
    await filters.getByLabel('Industry').fill(`${runTag}-none`);
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No matching RFPs found')).toBeVisible();
    await filters.getByLabel('Industry').fill('logist');

    await filters.getByLabel(/Minimum budget/).fill('');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    const card = page.getByRole('listitem').filter({ hasText: runTag });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: /^View Details & Respond/ }).click();
    await expect(page).toHaveURL(`/rfp/respond/${rfpId}`);

    await page.getByLabel(/^Price/).fill('60000');
    await page.getByLabel('Description', { exact: true }).fill('Two AMR-1200 movers with fleet software.');
    await page.getByLabel('Terms', { exact: true }).fill('Delivery in six weeks, installation included.');
    await page.getByRole('button', { name: 'Submit Proposal' }).click();
    await expect(
      page.getByText('Price must be within the RFP budget of $10,000.00 – $50,000.00'),
    ).toBeVisible();
    await expect(page.getByLabel(/^Price/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`/rfp/respond/${rfpId}`);

    await page.getByLabel(/^Price/).fill('42000');
    await page.getByRole('button', { name: 'Submit Proposal' }).click();
    await expect(toast(page, 'Proposal submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/workflow/${workflowId}`);
    await page.context().close();

    // A second seller answers through the API: its first proposal joins it to the marketplace RFP's workflow.
    const auth = { Authorization: `Bearer ${sellerB.token}` };
    const proposed = await request.post(`/v2/workflows/${workflowId}/proposals`, {
      headers: auth,
      data: {
        price: '45000.00',
        description: 'Three smaller movers.',
        terms: 'Net 30.',
        timeline: { startDate: day(1), endDate: day(20), milestones: [] },
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
  });

  test('the buyer compares and accepts; the workflow reaches PRICE_AGREED and the other proposal is rejected', async ({
    page,
  }) => {
    await signIn(page, buyer);
    await page.goto(`/workflow/${workflowId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Pallet movers ${runTag}` })).toBeVisible();

    const comparison = page.getByRole('table');
    await expect(comparison).toContainText('Northgate Robotics');
    await expect(comparison).toContainText('Southbank Robotics');
    await expect(comparison).toContainText('$42,000.00');
    await expect(comparison).toContainText('$45,000.00');

    await page.getByRole('button', { name: 'Accept proposal from Northgate Robotics' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
    const timeline = page.getByRole('list', { name: 'Workflow progress' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Price Agreement' })).toContainText(
      'In progress',
    );
    await expect(page.getByText('Price agreed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('$42,000.00');
    const proposals = page.getByRole('region', { name: 'Proposals' });
    await expect(proposals.getByRole('listitem').filter({ hasText: 'Southbank Robotics' })).toContainText(
      'Rejected',
    );
    await expect(proposals.getByRole('listitem').filter({ hasText: 'Northgate Robotics' })).toContainText(
      'Accepted',
    );
    await expect(page.getByRole('button', { name: /^Accept proposal/ })).toHaveCount(0);

    await page.goto('/dashboard');
    const row = page.getByRole('link', { name: `Pallet movers ${runTag}` });
    await expect(row).toBeVisible();
    await expect(page.getByText('Review final price').first()).toBeVisible();
    // Nothing paid yet: the buyer's figures start from zero.
    await expect(metric(page, 'Total Spend')).toHaveText('$0');
    await expect(metric(page, 'Active Workflows')).toHaveText('1');
    await expect(page.getByText('No recent transactions')).toBeVisible();
  });

  test('a buyer uploads a document, the invited seller downloads it, a stranger cannot', async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, buyer);
    await page.goto(`/workflow/${workflowId}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    const content = `%PDF-1.4\n% Site survey ${runTag}\n`;
    await documents.getByLabel('Document to upload').setInputFiles({
      name: 'site-survey.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(content),
    });
    const link = documents.getByRole('link', { name: /site-survey\.pdf/ });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/documents\/[A-Za-z0-9._-]+$/);

    const seller = await signedInPage(browser, sellerA.account);
    await seller.goto(`/workflow/${workflowId}`);
    const download = seller.waitForEvent('download');
    await seller
      .getByRole('region', { name: 'Documents' })
      .getByRole('link', { name: /site-survey\.pdf/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('site-survey.pdf');
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toBe(content);
    await seller.context().close();

    // Someone who is not a party: signed in elsewhere, the document does not exist for them.
    const stranger = await aSeller(request, 'rfp-stranger', 'Elsewhere');
    const refused = await request.get(href, { headers: { Authorization: `Bearer ${stranger.token}` } });
    expect(refused.status()).toBe(404);
    const anonymous = await request.get(href);
    expect([401, 404]).toContain(anonymous.status());
  });
  test('the buyer pays: a declined card first, then a good one holds the funds in escrow', async ({
    page,
  }) => {
    await signIn(page, buyer);
    await page.goto(`/workflow/${workflowId}`);
    const card = page.getByRole('region', { name: 'Payment' });
    await card.getByRole('button', { name: 'Pay $42,000.00' }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);

    await payWithCard(page, '4000 0000 0000 0002', '$42,000.00');
    await expect(page.getByRole('alert')).toContainText('Your card was declined. Try another card.');
    await expect(page).toHaveURL(/\/checkout\//);

    await payWithCard(page, '4242 4242 4242 4242', '$42,000.00');
    await expect(notification(page, 'Payment successful. Funds are held in escrow.')).toBeVisible();
    await expect(page).toHaveURL(`/workflow/${workflowId}`);
    await expect(card.getByText('Escrow - PENDING')).toBeVisible();
  });

  test('the chosen seller starts the order', async ({ browser }) => {
    const page = await signedInPage(browser, sellerA.account);
    await page.goto(`/workflow/${workflowId}`);
    const card = page.getByRole('region', { name: 'Payment' });
    await expect(card.getByText('Escrow - PENDING')).toBeVisible();
    await card.getByRole('button', { name: 'Start Order' }).click();
    await page
      .getByRole('alertdialog', { name: 'Start the order?' })
      .getByRole('button', { name: 'Start Order' })
      .click();
    await expect(page.getByText('Order in progress', { exact: true })).toBeVisible();
    await page.context().close();
  });

  test('the buyer releases the funds: ORDER_COMPLETED, a green Escrow - RELEASED row, the metrics updated', async ({
    page,
  }) => {
    await signIn(page, buyer);
    await page.goto(`/workflow/${workflowId}`);
    const card = page.getByRole('region', { name: 'Payment' });
    await card.getByRole('button', { name: 'Release Funds' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Release the funds?' });
    await expect(dialog).toContainText('Release $42,000.00 to the seller? This cannot be undone.');
    await dialog.getByRole('button', { name: 'Release Funds' }).click();
    await expect(card.getByText('Escrow - RELEASED')).toBeVisible();
    await expect(page.getByText('Order completed', { exact: true })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Workflow progress' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Order Completed' })).toContainText(
      'Completed ·',
    );

    // Payment history, from the profile menu: the row is green and says so in words.
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    const paymentRow = page.getByRole('row').filter({ hasText: '$42,000' });
    await expect(paymentRow).toHaveCount(1);
    const status = paymentRow.getByText('Escrow - RELEASED');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-accent-color', 'green');
    await paymentRow.getByRole('link', { name: /View Workflow/ }).click();
    await expect(page).toHaveURL(`/workflow/${workflowId}`);

    // The dashboard's figures follow: spent 42,000 against a 50,000 budget, nothing left under way.
    await page.goto('/dashboard');
    await expect(metric(page, 'Total Spend')).toHaveText('$42,000');
    await expect(metric(page, 'Savings')).toHaveText('$8,000');
    await expect(metric(page, 'Active Workflows')).toHaveText('0');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await expect(recent.getByText('Escrow - RELEASED')).toBeVisible();
  });
});
