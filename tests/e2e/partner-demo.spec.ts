import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/emails';
import { startPartnerSite } from '../fixtures/partner-site';
import { expect, test } from './fixtures';

// The partner demo (/widgets/demo.html): Northgate Robotics, a fictional dealer's page with its own styles
// and web font, embedding the waitlist widget with the one script tag docs/widgets.md gives partners.

const thanks = "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";
const widgetsDist = join(import.meta.dirname, '..', '..', 'packages', 'widgets', 'dist');

/** Whether the page's own Barlow faces loaded, and what the page's heading and the widget's button use. */
async function fonts(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    const button = document.querySelector('robomarket-waitlist')?.shadowRoot?.querySelector('button');
    return {
      loaded: Array.from(document.fonts)
        .filter((face) => face.family.replaceAll('"', '') === 'Barlow' && face.status === 'loaded')
        .map((face) => face.weight)
        .sort(),
      heading: heading ? getComputedStyle(heading).fontFamily : '',
      button: button ? getComputedStyle(button).fontFamily : '',
    };
  });
}

/** Fails on anything the browser reports: errors, failed requests, CSP violations. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content[ -]Security[ -]Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  return problems;
}

test.describe('the partner demo page', () => {
  test('is a dealer page in its own font, and joins the waitlist', async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/widgets/demo.html');
    await expect(page).toHaveTitle(/^Northgate Robotics/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robots that show up for every shift.');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Northgate Robotics Ltd.');
    await expect(page.getByText(/fictional partner page/)).toBeVisible();

    const used = await fonts(page);
    expect(used.loaded).toEqual(['400', '600', '700']);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(used.heading).toMatch(/^"?Barlow"?,/);
    // The widget keeps RoboMarket's system stack inside its shadow root.
    expect(used.button).not.toContain('Barlow');

    const widget = page.locator('robomarket-waitlist');
    const email = uniqueEmail('northgate');
    await widget.getByLabel('Email address').fill(email);
    await widget.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(widget.getByText(thanks)).toBeVisible();
    await expect(page.locator('#joined-note')).toBeVisible();
    await expect(page.locator('#joined-note')).toHaveAttribute('data-email', email);
    expect(problems).toEqual([]);
  });

  test('fits a phone: no sideways scrolling, the menu folds behind a button', async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/widgets/demo.html');
    await expect(page.locator('robomarket-waitlist').getByLabel('Email address')).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Early access' }).click();
    await expect(nav).toBeHidden();
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    const widget = page.locator('robomarket-waitlist');
    await expect(widget.getByLabel('Email address')).toBeInViewport();
    const box = await widget.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  test('works as a partner hosts it: on another origin, under the CSP docs/widgets.md recommends', async ({
    page,
    baseURL,
    request,
  }) => {
    const app = new URL(baseURL ?? '').origin;
    // What docs/widgets.md tells partners to allow for the widget; the page's own files are 'self'.
    const policy = `default-src 'none'; script-src 'self' ${app}; connect-src 'self' ${app}; style-src 'self'; font-src 'self'; img-src 'self' data: ${app}; base-uri 'none'; frame-ancestors 'none'`;
    let partnerKey = '';
    const partner = await startPartnerSite({
      root: widgetsDist,
      index: 'demo.html',
      serve: ['demo/'],
      // The partner copies the tag from the docs, with RoboMarket's host in it, and its own publishable key.
      rewrite: (html) =>
        html
          .replace('src="/widgets/widgets.js"', `src="${app}/widgets/widgets.js"`)
          .replace('pk_demo_northgate_partner_widgets_1', partnerKey),
      headers: { 'content-security-policy': policy },
    });
    try {
      // The demo seller's business gives the partner's origin a key of its own for the product cards.
      const login = await request.post('/v2/auth/login', {
        data: { email: 'seller@robomarket.dev', password: 'RoboMarket2026' },
      });
      const seller = (await login.json()) as { access_token: string; memberships: { business_id: string }[] };
      const created = await request.post('/v2/business/keys', {
        headers: { authorization: `Bearer ${seller.access_token}` },
        data: { business_id: seller.memberships[0]?.business_id, allowed_origins: [partner.origin] },
      });
      expect(created.status(), await created.text()).toBe(201);
      partnerKey = ((await created.json()) as { key: string }).key;
      const problems = watch(page);
      const fromApp: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(app)) fromApp.push(new URL(request.url()).pathname);
      });
      await page.goto(partner.origin);
      const used = await fonts(page);
      expect(used.loaded).toEqual(['400', '600', '700']);

      const widget = page.locator('robomarket-waitlist');
      const email = uniqueEmail('northgate-partner');
      await widget.getByLabel('Email address').fill(email);
      const signup = page.waitForResponse((response) => response.url() === `${app}/v2/waitlist/signup`);
      await widget.getByRole('button', { name: 'Join Waitlist' }).click();
      const answer = await signup;
      expect(answer.status()).toBe(200);
      expect(await answer.request().headerValue('origin')).toBe(partner.origin);
      await expect(widget.getByText(thanks)).toBeVisible();
      await expect(page.locator('#joined-note')).toHaveAttribute('data-email', email);

      // Only the widget came from RoboMarket; the page, its stylesheet and its fonts are the partner's.
      expect(fromApp).toContain('/widgets/widgets.js');
      expect(fromApp.some((path) => /^\/widgets\/chunks\/runtime-[\w-]+\.js$/.test(path))).toBe(true);
      expect(fromApp).toContain('/v2/waitlist/signup');
      // The RFP feed read the marketplace across origins too, and links back to RoboMarket.
      expect(fromApp).toContain('/v2/rfps');
      await expect(
        page
          .locator('robomarket-rfp-feed')
          .getByRole('link', { name: /View Details & Respond/ })
          .first(),
      ).toHaveAttribute('href', new RegExp(`^${app}/rfp/respond/`));
      // The product cards read the catalogue with the partner's key, and link to RoboMarket.
      await expect(
        page.locator('robomarket-product-cards').getByRole('list', { name: 'Products on RoboMarket' }),
      ).toBeVisible();
      expect(fromApp).toContain('/v2/products');
      expect(fromApp.filter((path) => path.includes('/demo'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await partner.close();
    }
  });
});
