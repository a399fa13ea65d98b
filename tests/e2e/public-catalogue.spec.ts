import type { Page } from '@playwright/test';
import { anAccount, headerOf, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { type ApiProduct, createProductThroughApi, registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// The public catalogue (issue 30, ADR 0103) in Chromium against the real server: a visitor searches from the
// landing page, opens a product without signing in, is asked to sign in to make an offer and comes back to
// the product; a product's page, read without JavaScript, carries its own title and social preview.

/** A word no other run has used (letters only, so the search reads it as one word). */
const uniqueWord = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Asserts that the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe('the public catalogue', () => {
  let product: ApiProduct;
  let tag: string;

  // A picture this server serves: a host that does not resolve would leave an error in every later page that
  // shows the product (the partner demo's cards).
  let image: string;

  test.beforeEach(async ({ request, baseURL }) => {
    image = `${baseURL}/api/images/demo-atlas-pl1500.webp`;
    tag = uniqueWord('wombat');
    const seller = anAccount(uniqueEmail('seller'), { firstName: 'Mary', lastName: 'Somerville' });
    const token = await registerSellerThroughApi(request, seller);
    product = await createProductThroughApi(request, token, {
      name: `${tag} Pallet Gripper`,
      description: 'A soft gripper for mixed pallets & totes, up to 25 kg.',
      price: '4200.00',
      category: 'PART',
      condition: 'NEW',
      images: [image],
      specifications: { Payload: '25 kg' },
    });
  });

  test('a visitor searches from the landing page, opens a product, and signs in to make an offer', async ({
    page,
    request,
  }) => {
    // Two sign-ups, a search, a product, a sign-in and a dialog: more than the default on a busy machine.
    test.slow();
    const buyer = anAccount(uniqueEmail('buyer'), { firstName: 'Grace', lastName: 'Hopper' });
    await registerThroughApi(request, buyer);

    // The landing page's search leads to the results, the words still in the box.
    await page.goto('/');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    const query = page
      .getByRole('search', { name: 'Search the marketplace' })
      .getByRole('searchbox', { name: 'Search query' });
    await query.fill(tag);
    await query.press('Enter');
    await expect(page).toHaveURL(`/browse?q=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${tag}”` })).toBeVisible();
    await expect(query).toHaveValue(tag);
    const card = page.getByRole('article', { name: product.name });
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page, '/browse');

    // The product's page, still as a visitor.
    await card.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(`/product/${product.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText('A soft gripper for mixed pallets & totes, up to 25 kg.')).toBeVisible();
    await expect(main.getByText('$4,200.00')).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} · RoboMarket`);
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    await expect(main.getByText('Sign in to make an offer or contact the seller.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Order directly' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, '/product/{id}');

    // Make an Offer asks for a sign-in, which comes back to the product.
    await main.getByRole('button', { name: 'Make an Offer' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await submitSignIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(headerOf(page).getByText(`Welcome, ${buyer.email}`)).toHaveCount(1);
    await expect(main.getByText('Sign in to make an offer or contact the seller.')).toHaveCount(0);

    // Signed in, the same button opens the offer.
    await main.getByRole('button', { name: 'Make an Offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Make an Offer' })).toBeVisible();
  });

  test("a product's HTML carries its title, description, canonical address and social preview", async ({
    request,
    browser,
    baseURL,
  }) => {
    const url = `${baseURL}/product/${product.id}`;
    // As a crawler asks: one request, no JavaScript.
    const response = await request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${product.name} · RoboMarket</title>`);
    expect(html).toContain(
      '<meta name="description" content="A soft gripper for mixed pallets &amp; totes, up to 25 kg." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:title" content="${product.name} · RoboMarket" />`);
    expect(html).toContain(
      '<meta property="og:description" content="A soft gripper for mixed pallets &amp; totes, up to 25 kg." />',
    );
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);

    // A browser with JavaScript off reads the same head.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.name} · RoboMarket`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await context.close();

    // No such product: the app's page, with a 404 for search engines.
    const missing = await request.get('/product/00000000-0000-4000-8000-000000000000', {
      headers: { accept: 'text/html' },
    });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
  });

  test('at 390 px the catalogue pages a visitor opens do not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pages: [string, string][] = [
      ['/', 'RoboMarket — The marketplace where robots find their next job'],
      [`/browse?q=${tag}`, `Results for “${tag}”`],
      [`/product/${product.id}`, product.name],
      ['/categories', 'Categories'],
      ['/deals', 'Deals'],
      ['/trending', 'Trending'],
      ['/new', 'New in the last 30 days'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      if (path === '/') await expect(page).toHaveTitle(heading);
      else await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });
});
