import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// The sandbox checkout (issue 12 §2) in Chromium against the real server: a workflow agreed through the
// API, a payment session opened as the buyer, then its checkout_url in the browser: a declined card leaves
// the payment open, a good one holds the funds in escrow and lands on the workflow. Another business's
// user finds nothing at the same address.

test.describe.configure({ mode: 'serial' });

/** The calendar date `days` from today (UTC), as the contract writes dates. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function accessTokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/v2/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/home');
}

/** POSTs as `token`, expecting `status`; answers the body. */
async function post<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
  status: number,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(url, { headers: { ...bearer(token), ...headers }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * A marketplace RFP of `buyer`'s whose `seller`'s proposal at 42,000.00 is accepted: PRICE_AGREED, as
 * the procurement journey gets there through the screens.
 */
async function agreedWorkflow(request: APIRequestContext, buyer: string, seller: string, title: string) {
  const workflow = await post<{ id: string }>(
    request,
    buyer,
    '/v2/workflows',
    {
      title,
      description: 'Two autonomous pallet movers for the north warehouse.',
      requestType: 'RFP',
      budgetRangeMin: '10000.00',
      budgetRangeMax: '50000.00',
      requirements: { category: 'ROBOT', quantity: 2, details: {} },
    },
    201,
  );
  await post(
    request,
    buyer,
    '/v2/rfps',
    {
      workflowId: workflow.id,
      title: `${title} RFP`,
      useCase: 'Warehouse Automation',
      description: 'Move pallets between docks and racks.',
      industry: 'Logistics',
      technicalRequirements: { payload: 1200, batteryLife: 10, certifications: [], customSpecs: [] },
      budget: { min: '10000.00', max: '50000.00', currency: 'USD' },
      timeline: { startDate: day(1), endDate: day(30), milestones: [] },
    },
    201,
  );
  // A seller joins a marketplace RFP by declaring its intent to bid (never by inviting itself).
  await post(request, seller, `/v2/workflows/${workflow.id}/intent-to-bid`, undefined, 201);
  const proposal = await post<{ id: string }>(
    request,
    seller,
    `/v2/workflows/${workflow.id}/proposals`,
    {
      price: '42000.00',
      description: 'Two movers with fleet software.',
      terms: 'Net 30.',
      timeline: { startDate: day(2), endDate: day(20), milestones: [] },
    },
    201,
  );
  await post(request, buyer, `/v2/workflows/${workflow.id}/proposals/${proposal.id}/accept`, undefined, 200, {
    'Idempotency-Key': crypto.randomUUID(),
  });
  return workflow.id;
}

async function fillCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM / YY)').fill(`12 / ${String((new Date().getUTCFullYear() + 3) % 100)}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $42,000.00' }).click();
}

test.describe('sandbox checkout', () => {
  const runTag = `Run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Pallet movers ${runTag}`;
  const buyer = anAccount(uniqueEmail('checkout-buyer'), { firstName: 'Ada', lastName: 'Buyer' });
  const seller = anAccount(uniqueEmail('checkout-seller'), { firstName: 'Grace', lastName: 'Northgate' });
  const stranger = anAccount(uniqueEmail('checkout-stranger'), { firstName: 'Eve', lastName: 'Elsewhere' });
  let buyerToken = '';
  let workflowId = '';
  let paymentId = '';
  let checkoutUrl = '';

  test.beforeAll(async ({ request }) => {
    await registerThroughApi(request, buyer);
    buyerToken = await accessTokenOf(request, buyer);
    const sellerToken = await registerSellerThroughApi(request, seller);
    await registerSellerThroughApi(request, stranger);
    workflowId = await agreedWorkflow(request, buyerToken, sellerToken, title);
    const session = await post<{ payment_id: string; checkout_url: string }>(
      request,
      buyerToken,
      `/v2/workflows/${workflowId}/payments/session`,
      undefined,
      201,
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    paymentId = session.payment_id;
    checkoutUrl = session.checkout_url;
    expect(new URL(checkoutUrl, 'http://x').pathname).toBe(`/checkout/${paymentId}`);
  });

  test("another business's user opening the checkout address finds no payment", async ({ page }) => {
    await signIn(page, stranger);
    await page.goto(checkoutUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('the seller sees the open payment but is told only the buyer pays', async ({ page }) => {
    await signIn(page, seller);
    await page.goto(checkoutUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Only the buyer pays' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  test('at 390 px the checkout fits the screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, buyer);
    await page.goto(checkoutUrl);
    await expect(page.getByRole('button', { name: 'Pay $42,000.00' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC']) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box, label).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(390);
    }
  });

  test('a declined card leaves the payment open; a good card holds the funds and opens the workflow', async ({
    page,
    request,
  }) => {
    await signIn(page, buyer);
    await page.goto(checkoutUrl);
    await expect(page).toHaveTitle('Checkout · RoboMarket');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('$42,000.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Funds are held in escrow until you release them')).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Your card was declined. Try another card.');
    await expect(page.getByLabel('Card number')).toBeFocused();
    const open = await request.get(`/v2/payments/${paymentId}`, { headers: bearer(buyerToken) });
    expect(((await open.json()) as { status: string }).status).toBe('PENDING');

    await fillCard(page, '4242 4242 4242 4242');
    // The toast closes itself after 3 s: looked for first, as the page changes under it.
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('Payment successful. Funds are held in escrow.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`/workflow/${workflowId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Workflow progress' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Payment Processed' })).toContainText(
      'In progress',
    );
    await expect(page.getByText('Payment completed')).toBeVisible();
    await expect(page.getByText('Track order progress')).toBeVisible();

    const paid = await request.get(`/v2/payments/${paymentId}`, { headers: bearer(buyerToken) });
    expect(await paid.json()).toMatchObject({
      status: 'COMPLETED',
      escrowStatus: 'PENDING',
      amount: '42000.00',
    });
    const workflow = await request.get(`/v2/workflows/${workflowId}`, { headers: bearer(buyerToken) });
    expect(((await workflow.json()) as { status: string }).status).toBe('PAYMENT_COMPLETED');

    // Coming back to the address later: the payment is complete, nothing to pay.
    await page.goto(checkoutUrl);
    await expect(page.getByText('This payment is complete.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Workflow' })).toBeVisible();
  });
});
