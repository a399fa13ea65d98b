import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/emails';
import { type PartnerSite, startPartnerSite } from '../fixtures/partner-site';
import { expect, test } from './fixtures';

// The widget on a partner page written to break it (tests/fixtures/partner-hostile), served from another
// origin than RoboMarket's: the page loads widgets.js from the product, the widget calls the API across
// origins (CORS), and neither side's CSS reaches the other.

const thanks = "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";
const fixture = join(import.meta.dirname, '..', 'fixtures', 'partner-hostile');

let partner: PartnerSite;
let app: string;

test.beforeAll(async ({ baseURL }) => {
  app = new URL(baseURL ?? '').origin;
  partner = await startPartnerSite({
    root: fixture,
    index: 'index.html',
    serve: ['partner.js'],
    rewrite: (html) => html.replaceAll('ROBOMARKET_ORIGIN', app),
  });
});

test.afterAll(async () => {
  await partner.close();
});

/** Opens the hostile page, collecting console errors, and waits for the widget's field. */
async function openHostilePage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(partner.origin);
  const widget = page.locator('robomarket-waitlist');
  await expect(widget.getByLabel('Email address')).toBeVisible();
  return { widget, problems };
}

test.describe('the waitlist widget on a hostile partner page on another origin', () => {
  test('loads its scripts from RoboMarket and joins the waitlist across origins', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    const { widget, problems } = await openHostilePage(page);
    expect(new URL(page.url()).origin).not.toBe(app);
    expect(scripts).toContain(`${app}/widgets/widgets.js`);
    // The runtime's name carries its content hash; the loader knows it.
    expect(scripts.some((url) => url.startsWith(`${app}/widgets/chunks/runtime-`))).toBe(true);

    const email = uniqueEmail('widget');
    await widget.getByLabel('Email address').fill(email);
    const signup = page.waitForResponse((response) => response.url() === `${app}/v2/waitlist/signup`);
    await widget.getByRole('button', { name: 'Join Waitlist' }).click();
    const answer = await signup;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('origin')).toBe(partner.origin);
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    await expect(widget.getByText(thanks)).toBeVisible();
    // The partner's own script heard the widget's event.
    await expect(page.locator('#joined-note')).toHaveAttribute('data-email', email);
    expect(problems).toEqual([]);

    // Stored: joining again with the same address is a success, not a second entry.
    const stored = await request.post('/v2/waitlist/signup', { data: { email } });
    expect(stored.status()).toBe(200);
  });

  test('keeps its own font, colours and size whatever the page says', async ({ page }) => {
    const { widget } = await openHostilePage(page);
    const button = widget.getByRole('button', { name: 'Join Waitlist' });
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        font: computed.fontFamily,
        color: computed.color,
        background: computed.backgroundColor,
        textTransform: computed.textTransform,
      };
    });
    expect(style.font.toLowerCase()).not.toContain('comic');
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.background).not.toBe('rgb(0, 255, 0)');
    expect(style.background).not.toBe('rgb(255, 105, 180)');
    expect(style.textTransform).toBe('none');
    const inputBorder = await widget
      .getByLabel('Email address')
      .evaluate((input) => getComputedStyle(input).borderTopStyle);
    expect(inputBorder).not.toBe('dashed');
    const box = await widget.boundingBox();
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(200);
  });

  test('leaves the page its own hostile styles', async ({ page }) => {
    await openHostilePage(page);
    const pageButton = await page.getByTestId('page-button').evaluate((button) => {
      const computed = getComputedStyle(button);
      return { font: computed.fontFamily, background: computed.backgroundColor, color: computed.color };
    });
    expect(pageButton.font.toLowerCase()).toContain('comic');
    expect(pageButton.background).toBe('rgb(0, 255, 0)');
    expect(pageButton.color).toBe('rgb(255, 0, 0)');
    const theme = await page
      .getByTestId('page-theme')
      .evaluate((div) => getComputedStyle(div).backgroundColor);
    expect(theme).toBe('rgb(0, 0, 0)');
    const rootAccent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent-9').trim(),
    );
    expect(rootAccent).toBe('hotpink');
    // The one document-level addition: the widget's @font-face rules, registered once.
    const fontSheets = await page.evaluate(
      () =>
        document.adoptedStyleSheets.filter((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule instanceof CSSFontFaceRule),
        ).length,
    );
    expect(fontSheets).toBe(1);
  });

  test('shows an API refusal inline, under the field', async ({ page }) => {
    const { widget } = await openHostilePage(page);
    await page.route(`${app}/v2/waitlist/signup`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ code: 'rate_limited', message: 'Too many sign-ups, try again in a minute' }),
      }),
    );
    await widget.getByLabel('Email address').fill(uniqueEmail('widget-refused'));
    await widget.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(widget.getByRole('alert')).toContainText('Too many sign-ups');
  });
});
