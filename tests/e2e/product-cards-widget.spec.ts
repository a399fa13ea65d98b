import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseFromProfileMenu, submitSignIn } from '../fixtures/accounts';
import { type PartnerSite, startPartnerSite } from '../fixtures/partner-site';
import { expect, test } from './fixtures';

// The product cards (<robomarket-product-cards>) on partner pages served from other origins than RoboMarket's,
// with a publishable key the demo seller's business created for one of them: the allowed origin shows the
// seller's products; another origin gets no CORS grant, so the widget shows its error state. Then the keys
// in Business Settings: create, copy, revoke.

const fixture = join(import.meta.dirname, '..', 'fixtures', 'partner-product-cards');
const port = Number(process.env.E2E_PORT ?? 8788);
const DEMO_SELLER = 'seller@robomarket.dev';
const DEMO_PASSWORD = 'RoboMarket2026';

let app: string;

interface Seller {
  token: string;
  userId: string;
  businessId: string;
}

/** Signs the demo seller in through the API. */
async function demoSeller(request: APIRequestContext): Promise<Seller> {
  const response = await request.post('/v2/auth/login', {
    data: { email: DEMO_SELLER, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    access_token: string;
    user: { id: string };
    memberships: { business_id: string }[];
  };
  const businessId = body.memberships[0]?.business_id;
  if (businessId === undefined) throw new Error('the demo seller has no business');
  return { token: body.access_token, userId: body.user.id, businessId };
}

/** A new key of the seller's business for `origins`. */
async function createKey(request: APIRequestContext, seller: Seller, origins: string[]) {
  const response = await request.post('/v2/business/keys', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { business_id: seller.businessId, allowed_origins: origins },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; key: string };
}

/** A partner site serving the fixture with this key and seller. */
function partnerSite(key: string, sellerId: string, sitePort: number): Promise<PartnerSite> {
  return startPartnerSite({
    root: fixture,
    index: 'index.html',
    port: sitePort,
    rewrite: (html) =>
      html
        .replaceAll('ROBOMARKET_ORIGIN', app)
        .replaceAll('PUBLISHABLE_KEY', key)
        .replaceAll('SELLER_ID', sellerId),
  });
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.beforeAll(({ baseURL }) => {
  app = new URL(baseURL ?? '').origin;
});

test.describe('the product cards on partner pages', () => {
  test("show the seller's products on the key's origin, and an error with no CORS grant on another", async ({
    page,
    request,
    context,
  }) => {
    const seller = await demoSeller(request);
    const allowedOrigin = `http://localhost:${port + 3}`;
    const otherOrigin = `http://localhost:${port + 4}`;
    const { key } = await createKey(request, seller, [allowedOrigin]);
    const allowed = await partnerSite(key, seller.userId, port + 3);
    const other = await partnerSite(key, seller.userId, port + 4);
    try {
      // What the page should show: the seller's three newest products, as the key reads them.
      const listed = await request.get('/v2/products', {
        params: { sellerId: seller.userId, limit: '3' },
        headers: { 'x-publishable-key': key, origin: allowedOrigin },
      });
      expect(listed.status(), await listed.text()).toBe(200);
      expect(listed.headers()['access-control-allow-origin']).toBe(allowedOrigin);
      expect(listed.headers().vary).toMatch(/Origin/);
      const products = ((await listed.json()) as { products: { id: string; name: string }[] }).products;
      expect(products.length).toBeGreaterThan(0);

      const problems = collectProblems(page);
      const answer = page.waitForResponse((response) => response.url().startsWith(`${app}/v2/products?`));
      await page.goto(allowed.origin);
      const call = await answer;
      expect(await call.request().headerValue('x-publishable-key')).toBe(key);
      expect(call.headers()['access-control-allow-origin']).toBe(allowedOrigin);
      const cards = page.locator('robomarket-product-cards');
      const list = cards.getByRole('list', { name: 'Products on RoboMarket' });
      await expect(list).toBeVisible();
      const headings = (await list.getByRole('heading', { level: 3 }).allTextContents()).map((text) =>
        text.replace(' (opens in a new tab)', ''),
      );
      expect(headings).toEqual(products.map((product) => product.name));
      const first = products[0] as { id: string; name: string };
      const link = cards.getByRole('link', { name: new RegExp(first.name) });
      await expect(link).toHaveAttribute('href', `${app}/product/${first.id}`);
      await expect(link).toHaveAttribute('target', '_blank');
      // The new tab asks for the product's page, which a visitor sees without signing in (ADR 0103).
      const opened = context.waitForEvent('page');
      const requested = context.waitForEvent(
        'request',
        (request) => request.isNavigationRequest() && request.url() === `${app}/product/${first.id}`,
      );
      await link.click();
      const tab = await opened;
      await requested;
      await tab.close();
      expect(problems).toEqual([]);

      // Another origin with the same key: the server grants it no CORS and refuses it; the widget says so.
      const refused = await request.get('/v2/products', {
        params: { sellerId: seller.userId, limit: '3' },
        headers: { 'x-publishable-key': key, origin: otherOrigin },
      });
      expect(refused.status()).toBe(401);
      expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
      const preflight = await request.fetch('/v2/products', {
        method: 'OPTIONS',
        headers: {
          origin: otherOrigin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-publishable-key',
        },
      });
      expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();

      const otherPage = await context.newPage();
      await otherPage.goto(other.origin);
      const otherCards = otherPage.locator('robomarket-product-cards');
      await expect(otherCards.getByRole('alert')).toHaveText(/We couldn't reach RoboMarket/, {
        timeout: 15_000,
      });
      await expect(otherCards.getByRole('list')).toHaveCount(0);
      await otherPage.close();
    } finally {
      await allowed.close();
      await other.close();
    }
  });

  test('a revoked key stops the cards within seconds', async ({ page, request }) => {
    const seller = await demoSeller(request);
    const origin = `http://localhost:${port + 5}`;
    const { id, key } = await createKey(request, seller, [origin]);
    const site = await partnerSite(key, seller.userId, port + 5);
    try {
      await page.goto(site.origin);
      await expect(page.locator('robomarket-product-cards').getByRole('list')).toBeVisible();
      const revoked = await request.delete(`/v2/business/keys/${id}`, {
        headers: { authorization: `Bearer ${seller.token}` },
      });
      expect(revoked.status()).toBe(204);
      const after = await request.get('/v2/products', { headers: { 'x-publishable-key': key, origin } });
      expect(after.status()).toBe(401);
      await page.reload();
      await expect(page.locator('robomarket-product-cards').getByRole('alert')).toBeVisible({
        timeout: 15_000,
      });
    } finally {
      await site.close();
    }
  });
});

test.describe('publishable keys in Business Settings', () => {
  test('the demo seller creates a key, copies it and revokes it', async ({ browser }) => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto('/login');
    await submitSignIn(page, DEMO_SELLER, DEMO_PASSWORD);
    await expect(page).toHaveURL('/home');
    await chooseFromProfileMenu(page, 'Account Settings');
    await page.getByRole('link', { name: /Business Settings/ }).click();
    const section = page.getByRole('region', { name: /Publishable keys of/ });
    await expect(section).toBeVisible();
    const origin = `https://shop-${Date.now().toString(36)}.partner.example`;

    await page.getByLabel('Allowed origins').fill(`${origin}/catalogue`);
    await page.getByRole('button', { name: 'Create Key' }).click();
    await expect(page.getByText(`${origin}/catalogue must not have a path; use ${origin}`)).toBeVisible();

    await page.getByLabel('Allowed origins').fill(origin);
    await page.getByRole('button', { name: 'Create Key' }).click();
    const card = section.getByRole('article').filter({ hasText: origin });
    await expect(card).toBeVisible();
    const key = (await card.locator('code').textContent())?.trim() ?? '';
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{32}$/);

    await card.getByRole('button', { name: /^Copy key/ }).click();
    await expect(card.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    await card.getByRole('button', { name: /^Revoke key/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('article').filter({ hasText: origin })).toHaveCount(0);
    await context.close();
  });
});
