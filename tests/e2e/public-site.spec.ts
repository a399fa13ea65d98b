import type { Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

const policies = [
  { button: 'Terms of Service', title: 'Terms of Service', path: '/policy/terms' },
  { button: 'Privacy Policy', title: 'Privacy Policy', path: '/policy/privacy' },
  { button: 'Accessibility', title: 'Accessibility', path: '/policy/accessibility' },
  { button: 'Cookie Settings', title: 'Cookie Policy', path: '/policy/cookies' },
];

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('the landing page', () => {
  test('the mini menu appears only past 400 px and scrolls to each section', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Page sections' });
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(200);
    await expect(menu).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(menu).toBeVisible();
    for (const [label, id] of [
      ['Capabilities', 'capabilities'],
      ['Roadmap', 'roadmap'],
      ['FAQ', 'faq'],
      ['Trust', 'trust'],
    ] as const) {
      await menu.getByRole('link', { name: label }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await menu.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.locator('#hero-waitlist').getByLabel('Email address')).toBeFocused();
  });

  test('a visitor joins the waitlist from the final call to action', async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('#join');
    await cta.scrollIntoViewIfNeeded();
    await cta.getByLabel('Email address').fill(uniqueEmail('final-cta'));
    await cta.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(
      cta.getByText("Thank You for Signing Up! We'll be in touch soon with exclusive updates."),
    ).toBeVisible();
    // The hero's form is untouched.
    await expect(page.locator('#hero-waitlist').getByLabel('Email address')).toBeVisible();
  });
});

test.describe('policies', () => {
  test('each policy opens from the footer over the page, which cannot scroll, and closes where it was', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const policy of policies) {
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(1000);
      await footer.getByRole('button', { name: policy.button }).click();
      const dialog = page.getByRole('dialog', { name: policy.title });
      await expect(dialog.getByText('Last Updated: June 15, 2023')).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      await page.mouse.wheel(0, -800);
      await page.waitForTimeout(150);
      expect(await scrollY(page)).toBe(before);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
      expect(await scrollY(page)).toBe(before);
      await expect(footer.getByRole('button', { name: policy.button })).toBeFocused();
    }
  });

  test('the short addresses redirect to the policy pages and leave no entry to come back to', async ({
    page,
  }) => {
    for (const [from, to] of [
      ['/terms', '/policy/terms'],
      ['/privacy', '/policy/privacy'],
      ['/accessibility', '/policy/accessibility'],
      ['/cookie-settings', '/policy/cookies'],
    ] as const) {
      await page.goto('/sell');
      await expect(page.getByRole('heading', { level: 1, name: 'Sell on RoboMarket' })).toBeVisible();
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByText('Last Updated: June 15, 2023')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL('/sell');
    }
  });

  test('a policy page arrives as HTML with its metadata, and Back returns to the page before', async ({
    page,
    request,
  }) => {
    for (const policy of policies) {
      const html = await (await request.get(policy.path, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('Last Updated: June 15, 2023');
      expect(html).toContain(`<title>${policy.title} · RoboMarket</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://robomarket.dev${policy.path}"`);
      expect(html).toContain('<meta property="og:title"');
    }
    await page.goto('/sell');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.goto('/policy/privacy');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/sell');
  });

  test('/policy-examples opens each policy dialog', async ({ page }) => {
    await page.goto('/policy-examples');
    for (const policy of policies) {
      await page.getByRole('main').getByRole('button', { name: policy.title }).click();
      await expect(page.getByRole('dialog', { name: policy.title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('cookie consent', () => {
  test.use({ cookieChoice: null });

  test('nothing optional runs before a choice; Reject Optional is kept after a reload', async ({ page }) => {
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics.js') || request.url().includes('/v2/analytics/')) {
        analytics.push(request.url());
      }
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on RoboMarket' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject Optional' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieSettings') ?? 'null'))).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
    expect(analytics).toEqual([]);
  });

  test('Accept All loads the analytics script, which counts the page', async ({ page }) => {
    await page.goto('/about');
    const counted = page.waitForResponse(
      (response) => response.url().endsWith('/v2/analytics/page-views') && response.status() === 204,
    );
    await page
      .getByRole('region', { name: 'Cookies on RoboMarket' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    await counted;
    await expect(page.locator('script[src="/analytics.js"]')).toHaveCount(1);
  });

  test('on /login the consent is inside the sign-in dialog and is answered by keyboard', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const consent = dialog.getByRole('region', { name: 'Cookies on RoboMarket' });
    await expect(consent).toBeVisible();
    // One consent, and none left under the dialog's overlay.
    await expect(page.locator('section[aria-labelledby="rm-cookie-consent-title"]')).toHaveCount(1);
    const reject = consent.getByRole('button', { name: 'Reject Optional' });
    await dialog.getByLabel('Email').focus();
    for (let step = 0; step < 12; step += 1) {
      if (await reject.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(consent).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieSettings') ?? 'null'))).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  test('optional categories start unticked; the saved choice is kept after a reload', async ({ page }) => {
    // Two reloads, a policy page and the saved message's 3 seconds.
    test.slow();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on RoboMarket' });
    await banner.getByRole('button', { name: 'Customize' }).click();
    // Opt-in: nothing optional is ticked for the visitor.
    for (const name of ['Functional', 'Analytics', 'Marketing']) {
      await expect(banner.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await page.getByRole('checkbox', { name: 'Marketing' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    // Any change of a switch in the settings form before the visitor touches it: the form's first paint
    // was not the stored choice.
    await page.addInitScript(() => {
      const record = window as unknown as { cookieSwitchRepaints: number };
      record.cookieSwitchRepaints = 0;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (
            mutation.attributeName === 'aria-checked' &&
            mutation.target instanceof Element &&
            mutation.target.closest('form[aria-label="Cookie settings"]') !== null
          ) {
            record.cookieSwitchRepaints += 1;
          }
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-checked'] });
    });
    await page.reload();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Policy' });
    const settings = dialog.getByRole('form', { name: 'Cookie settings' });
    await expect(settings.getByRole('checkbox', { name: 'Essential (always on)' })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
    await expect(settings.getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Functionality' })).not.toBeChecked();
    expect(
      await page.evaluate(() => (window as unknown as { cookieSwitchRepaints: number }).cookieSwitchRepaints),
    ).toBe(0);
    await settings.getByRole('checkbox', { name: 'Performance' }).click();
    await settings.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(settings.getByRole('status')).toHaveText('Your cookie preferences have been saved!');
    await expect(settings.getByRole('status')).toHaveText('', { timeout: 5000 });
    await page.reload();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieSettings') ?? 'null'))).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: true,
    });
    await page.goto('/policy/cookies');
    await expect(page.getByRole('checkbox', { name: 'Performance' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Functionality' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
    expect(
      await page.evaluate(() => (window as unknown as { cookieSwitchRepaints: number }).cookieSwitchRepaints),
    ).toBe(0);
  });
});

test.describe('the about page', () => {
  test('the mini menu after 100 px, a partner button to the contact form, and a message sent', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(new URL(page.url() || 'http://x').origin) &&
        page.url() !== 'about:blank'
      ) {
        foreign.push(request.url());
      }
    });
    await page.goto('/about');
    await expect(page.getByRole('img', { name: /Map of RoboMarket HQ/ })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Page sections' });
    await expect(menu).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Our Story' }).click();
    await expect(page.locator('#story')).toBeInViewport();

    await page.getByRole('button', { name: 'Become a Reseller Partner' }).click();
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form).toBeInViewport();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(uniqueEmail('contact'));
    await form.getByLabel('Message').fill('We sell cobots in the Midlands and would like to list them.');
    const stored = page.waitForResponse((response) => response.url().endsWith('/v2/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await stored).status()).toBe(201);
    await expect(page.getByText(/Thank you for your message!/)).toBeVisible();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(foreign).toEqual([]);
  });

  test('a failing server shows the §8 text and keeps the message', async ({ page }) => {
    await page.route('**/v2/contact', (route) =>
      route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Down' } }),
    );
    await page.goto('/about');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'There was an error sending your message. Please try again or email us directly at contact@robomarket.dev.',
      { timeout: 15_000 },
    );
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });

  test('the footer newsletter subscribes the address on the server', async ({ page }) => {
    await page.goto('/about');
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByLabel('Get product news and market insights').fill(uniqueEmail('news'));
    const stored = page.waitForResponse((response) => response.url().endsWith('/v2/newsletter/subscribe'));
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    expect((await stored).status()).toBe(200);
    await expect(newsletter.getByText('Thanks for subscribing!')).toBeVisible();
  });

  test('at 390 px nothing on the public pages scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/about', '/policy/terms', '/policy/cookies', '/policy-examples']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});

test.describe('error pages', () => {
  test('an unknown address shows the error page; its header goes to /login and /register', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText("We're sorry, but an error occurred.")).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/no-such-page');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
