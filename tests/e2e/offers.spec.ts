import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Offers end to end (issue 11 §1-4, §8) in Chromium against the real server: a buyer offers on a demo
// product, the demo seller counters in another browser, the buyer accepts the counter, and both see the
// DIRECT_ORDER workflow at PRICE_AGREED.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const DEMO_SELLER = { email: 'seller@robomarket.dev', password: 'RoboMarket2026' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
}

/** A new browser context (its own cookies) signed in. */
async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/** One of the demo seller's products, through the API. */
async function aDemoProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const login = await request.post('/v2/auth/login', { data: DEMO_SELLER });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/v2/auth/me', { headers })).json()) as { id: string };
  const list = await request.get(`/v2/products?sellerId=${me.id}&limit=1`, { headers });
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const [product] = products;
  if (product === undefined) throw new Error('the demo seller has no product');
  return product;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test.describe('offers', () => {
  const buyer: Account = anAccount(uniqueEmail('offer-buyer'), { firstName: 'Olive', lastName: 'Offerton' });
  let product: { id: string; name: string };

  test.beforeAll(async ({ request }) => {
    await registerThroughApi(request, buyer);
    product = await aDemoProduct(request);
  });

  test('refuses an offer of 0 or 1.999', async ({ page }) => {
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
    const price = dialog.getByLabel('Your price per unit');
    // 0 is a number but not above 0.
    await price.fill('0');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByText('Please enter a valid price greater than 0')).toBeVisible();
    // 1.999 pasted whole is refused as a whole (product-spec §5), so nothing valid is left to send.
    await price.fill('');
    await price.fill('1.999');
    await expect(price).toHaveValue('');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByText('Please enter a valid price greater than 0')).toBeVisible();
    // Typed key by key, the third decimal does not go in.
    await price.pressSequentially('1.999');
    await expect(price).toHaveValue('1.99');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Your offer' })).toHaveCount(0);
  });

  test('a buyer offers, the seller counters, the buyer accepts: a DIRECT_ORDER at PRICE_AGREED for both', async ({
    page,
    browser,
  }) => {
    const buyerName = `${buyer.firstName} ${buyer.lastName}`;
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your price per unit').fill('1000');
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByLabel('Message to the seller (optional)').fill('Two units for our Leeds site.');
    await expect(dialog.getByRole('status')).toHaveText('Total: 2 × $1,000.00 = $2,000.00');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(toast(page, 'Offer sent')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Your offer' });
    await expect(panel).toContainText('Pending');
    await expect(panel).toContainText("Waiting for the seller's answer.");

    // The seller, in its own browser, sees the offer on its product and counters.
    const seller = await signedInPage(browser, DEMO_SELLER.email, DEMO_SELLER.password);
    await seller.goto(`/product/${product.id}`);
    await expect(seller.getByRole('button', { name: 'Make an Offer' })).toHaveCount(0);
    const offers = seller.getByRole('region', { name: 'Offers on this product' });
    const row = offers.getByRole('listitem').filter({ hasText: buyerName });
    await expect(row).toContainText('2 × $1,000.00 = $2,000.00');
    await expect(row).toContainText('Two units for our Leeds site.');
    await row.getByRole('button', { name: `Counter offer from ${buyerName}` }).click();
    await row.getByLabel('Counter price per unit').fill('1150.50');
    await row.getByRole('button', { name: 'Send Counter' }).click();
    await expect(toast(seller, 'Counter sent')).toBeVisible();
    await expect(row).toContainText('Countered');

    // The buyer accepts the counter.
    await page.reload();
    await expect(panel).toContainText('The seller countered with 2 × $1,150.50 = $2,301.00');
    await panel.getByRole('button', { name: 'Accept Counter' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Accept the seller's counter?" });
    await confirm.getByRole('button', { name: 'Accept Counter' }).click();
    await expect(toast(page, 'Offer accepted')).toBeVisible();
    await expect(panel).toContainText('Your order has been created.');
    const orderLink = panel.getByRole('link', { name: 'View order' });
    await expect(orderLink).toHaveAttribute('href', /^\/workflow\/[0-9a-f-]{36}$/);
    const orderPath = (await orderLink.getAttribute('href')) ?? '';

    // The buyer's dashboard shows the order at PRICE_AGREED; its page says Direct Order and the price.
    await page.goto('/dashboard');
    const workflows = page.getByRole('region', { name: 'Active Workflows' });
    const orderRow = workflows.getByRole('listitem').filter({ hasText: product.name });
    await expect(orderRow).toContainText('Review final price');
    // The dashboard's 'Your offers' lists the accepted offer too.
    const yourOffers = page.getByRole('region', { name: 'Your offers' });
    await expect(yourOffers.getByRole('listitem').filter({ hasText: product.name })).toContainText(
      'Accepted',
    );
    await orderRow.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(orderPath);
    await expect(page.getByText('Price agreed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Direct Order');
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('$2,301.00');

    // The seller sees the same order, among the offers on its products on the dashboard too.
    await seller.goto('/dashboard');
    const received = seller.getByRole('region', { name: 'Offers on your products' });
    await expect(received.getByRole('listitem').filter({ hasText: buyerName }).first()).toContainText(
      'Accepted',
    );
    await seller.goto(`/product/${product.id}`);
    await row.getByRole('link', { name: 'View order' }).click();
    await expect(seller).toHaveURL(orderPath);
    await expect(seller.getByText('Price agreed')).toBeVisible();
    await seller.context().close();
  });
});
