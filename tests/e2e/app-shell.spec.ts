import type { Page } from '@playwright/test';
import {
  anAccount,
  chooseFromProfileMenu,
  headerOf,
  registerThroughApi,
  submitSignIn,
} from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { createProductThroughApi, registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// The signed-in app shell (issue 8 §1, §4, §5) in Chromium against the real server: moving around without
// the browser's Back button, a title per route announced after each navigation, and phone-sized pages.

const PHONE = { width: 390, height: 844 };

/** A product name no other run has used. */
function uniqueProductName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const announcer = (page: Page) => page.locator('[data-route-announcer]');

/**
 * The title is right and, after an in-app navigation, the page said where it is once: the focus is on its
 * heading, or (a page with no heading yet) its title was said in the polite live region, never both.
 */
async function expectTitle(page: Page, title: string, { announced = true } = {}) {
  await expect(page).toHaveTitle(title);
  if (!announced) return;
  await expect(async () => {
    const headingFocused = await page.evaluate(() => document.activeElement?.matches('main h1') ?? false);
    await expect(announcer(page)).toHaveText(headingFocused ? '' : title, { timeout: 0 });
  }).toPass();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
}

/** A seller with one product, signed up through the API; the journey signs in through the UI. */
async function aSellerWithAProduct(request: Parameters<typeof registerSellerThroughApi>[0]) {
  const seller = anAccount(uniqueEmail('shell-seller'), { firstName: 'Grace', lastName: 'Hopper' });
  const token = await registerSellerThroughApi(request, seller);
  const name = uniqueProductName('Vector C10');
  const product = await createProductThroughApi(request, token, {
    name,
    description: 'Collaborative arm for machine tending.',
    price: '24999.00',
    category: 'ROBOT',
    condition: 'NEW',
  });
  return { seller, product };
}

/** Nothing on the page reaches past the viewport's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
}

test.describe('app shell', () => {
  test('a seller moves between Home, My Products, a product, Account Settings and back without the Back button', async ({
    page,
    request,
  }) => {
    const { seller, product } = await aSellerWithAProduct(request);
    await signIn(page, seller.email, seller.password);
    await expectTitle(page, 'Home · RoboMarket');

    // Only built screens: Home, Dashboard, Workflows, the RFP Marketplace, Payments and, for a seller, My Products. The current place is marked.
    const nav = primaryNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Dashboard',
      'Workflows',
      'RFP Marketplace',
      'Payments',
      'My Products',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'My Products' }).click();
    await expect(page).toHaveURL('/business/products');
    await expectTitle(page, 'My Products · RoboMarket');
    await expect(nav.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    // A product page: its name is the title, and the breadcrumb leads back to My Products.
    await page.getByRole('article', { name: product.name }).getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expectTitle(page, `${product.name} · RoboMarket`);
    await expect(breadcrumb(page).getByText(product.name)).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    await breadcrumb(page).getByRole('link', { name: 'My Products' }).click();
    await expect(page).toHaveURL('/business/products');
    await expectTitle(page, 'My Products · RoboMarket');

    // Account Settings from the profile menu, which lists only screens that are built.
    await headerOf(page).getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Home',
      'Dashboard',
      'Create Workflow',
      'RFP Marketplace',
      'Payments',
      'Payouts',
      'Messages',
      'Account Settings',
      'Business Settings',
      'Sign Out',
    ]);
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/account-settings');
    await expectTitle(page, 'Account Settings · RoboMarket');

    await page.getByRole('link', { name: /Business Settings/ }).click();
    await expect(page).toHaveURL('/business/settings');
    await expectTitle(page, 'Business Settings · RoboMarket');
    await breadcrumb(page).getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/account-settings');

    // The logo leads a signed-in user Home, not to the marketing page.
    await headerOf(page).getByRole('link', { name: 'RoboMarket home' }).click();
    await expect(page).toHaveURL('/home');
    await expectTitle(page, 'Home · RoboMarket');

    // An unknown address has its own title; the profile menu's Home leads back.
    await page.goto('/no-such-page');
    await expectTitle(page, 'Page not found · RoboMarket', { announced: false });
    await chooseFromProfileMenu(page, 'Home');
    await expect(page).toHaveURL('/home');
    await expectTitle(page, 'Home · RoboMarket');
  });

  test('a customer gets Home, Dashboard, Workflows, the RFP Marketplace and Payments, a way back from a product, and Go to Home on the landing page', async ({
    page,
    request,
  }) => {
    const { product } = await aSellerWithAProduct(request);
    const customer = anAccount(uniqueEmail('shell-buyer'), { firstName: 'Alan', lastName: 'Turing' });
    await registerThroughApi(request, customer);
    await signIn(page, customer.email, customer.password);

    await expect(primaryNav(page).getByRole('link')).toHaveText([
      'Home',
      'Dashboard',
      'Workflows',
      'RFP Marketplace',
      'Payments',
    ]);
    await expect(page.getByRole('link', { name: /My Products/ })).toHaveCount(0);

    await page.getByRole('article', { name: product.name }).getByRole('link', { name: product.name }).click();
    await expectTitle(page, `${product.name} · RoboMarket`);
    await breadcrumb(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/home');

    // A product that is not there (removed, or a mistyped address) says so and leads back Home.
    await page.goto('/product/0d4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText("This product doesn't exist or was removed.")).toBeVisible();
    await expectTitle(page, 'Product not found · RoboMarket', { announced: false });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/home');

    // A member on the landing page is not offered the waitlist as a stranger would be.
    await page.goto('/');
    await expectTitle(page, 'RoboMarket — The marketplace where robots find their next job', {
      announced: false,
    });
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Home' }).first().click();
    await expect(page).toHaveURL('/home');
    await expectTitle(page, 'Home · RoboMarket');
  });

  test('a guest: titles on the public pages, the logo leads to the landing page, the footer reaches About Us and the policies', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/', 'RoboMarket — The marketplace where robots find their next job'],
      ['/about', 'About RoboMarket — Mission, team and how to reach us'],
      ['/policy/terms', 'Terms of Service · RoboMarket'],
      ['/login', 'Sign In · RoboMarket'],
      ['/register', 'Register · RoboMarket'],
      ['/no-such-page', 'Page not found · RoboMarket'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await expect(headerOf(page).getByRole('link', { name: 'RoboMarket home' })).toHaveAttribute('href', '/');
    await expect(primaryNav(page)).toHaveCount(0);
    // The marketplace sections are built (issue 11) and shown to guests too; their pages ask for sign-in.
    await expect(page.getByRole('navigation', { name: 'Marketplace' }).getByRole('link')).toHaveText([
      'Browse',
      'Categories',
      'Deals',
      'Trending',
      'New',
      'Sell Robot',
    ]);
    const footer = page.getByRole('contentinfo');
    // The public site is built (issue 14): About Us is a page, the four policies open as dialogs.
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    for (const policy of ['Terms of Service', 'Privacy Policy', 'Accessibility', 'Cookie Settings']) {
      await expect(footer.getByRole('button', { name: policy })).toBeVisible();
    }

    // In-app navigation announces the new page's title.
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expectTitle(page, 'RoboMarket — The marketplace where robots find their next job');
  });
});

test.describe('phone (390×844)', () => {
  test.use({ viewport: PHONE });

  test('no public page scrolls sideways, and the landing mini menu reaches every section', async ({
    page,
  }) => {
    for (const path of ['/', '/login', '/register', '/no-such-page']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
    }

    await page.goto('/');
    await page.mouse.wheel(0, 1200);
    const miniMenu = page.getByRole('navigation', { name: 'Page sections' });
    await expect(miniMenu).toBeVisible();
    await expect(miniMenu.getByRole('button', { name: 'Join Waitlist' })).toBeInViewport();
    await miniMenu.getByRole('button', { name: 'Sections' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Home',
      'Capabilities',
      'Benefits',
      'Solution',
      'Roadmap',
      'Trust',
      'FAQ',
    ]);
    for (const item of await page.getByRole('menuitem').all()) await expect(item).toBeInViewport();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await expect(page.locator('#faq')).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test('every signed-in page fits, and the navigation is reached through the Menu button', async ({
    page,
    request,
  }) => {
    // Eleven pages, each checked at phone width: more than the default 30 s on a busy two-core machine.
    test.setTimeout(75_000);
    const { seller, product } = await aSellerWithAProduct(request);
    await signIn(page, seller.email, seller.password);

    for (const path of [
      '/home',
      '/business/products',
      `/product/${product.id}`,
      '/account-settings',
      '/business/settings',
      '/dashboard',
      '/workflow/new',
      '/payments',
      '/messages',
      '/',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      const header = await headerOf(page).boundingBox();
      expect(header?.width).toBeLessThanOrEqual(PHONE.width);
      await expect(headerOf(page).getByRole('button', { name: 'Profile menu' })).toBeInViewport();
      // Two rows: logo, Menu and the profile menu on the first, the search (where there is one) on the second.
      expect(header?.height, `${path}: the header is compact`).toBeLessThanOrEqual(130);
      const profile = await headerOf(page).getByRole('button', { name: 'Profile menu' }).boundingBox();
      const menu = await primaryNav(page).getByRole('button', { name: 'Menu' }).boundingBox();
      expect(
        Math.abs((menu?.y ?? 0) - (profile?.y ?? 1000)),
        `${path}: Menu beside the profile menu`,
      ).toBeLessThan(8);
      // 'Welcome, {email}' is read by screen readers; the profile menu shows the e-mail on screen.
      await expect(headerOf(page).getByText(`Welcome, ${seller.email}`)).toHaveCount(1);
    }

    await page.goto('/account-settings');
    await headerOf(page).getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menu').getByText(seller.email)).toBeVisible();
    await page.keyboard.press('Escape');

    // The links wait behind the Menu button; opening it reaches them, choosing one closes it.
    await page.goto(`/product/${product.id}`);
    const nav = primaryNav(page);
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'My Products' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Dashboard',
      'Workflows',
      'RFP Marketplace',
      'Payments',
      'My Products',
    ]);
    await nav.getByRole('link', { name: 'My Products' }).click();
    await expect(page).toHaveURL('/business/products');
    await expectTitle(page, 'My Products · RoboMarket');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(nav.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
  });
});
