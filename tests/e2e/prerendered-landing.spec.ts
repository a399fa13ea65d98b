import type { Page } from '@playwright/test';
import { anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// The landing page's markup is in the HTML the server sends for `/` (scripts/prerender.ts), so the hero is
// painted before any JavaScript runs; the app then hydrates it. Other paths get the page without it.

const HERO = 'The marketplace where robots find their next job';

/** Console errors and uncaught exceptions of a page, hydration warnings included. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.describe('the prerendered landing page', () => {
  test('the hero and the waitlist form are in the HTML of / only', async ({ request }) => {
    const landing = await request.get('/', { headers: { accept: 'text/html' } });
    const html = await landing.text();
    expect(html).toContain('id="hero-title"');
    expect(html).toContain('Join Waitlist');
    expect(html).toContain('<title>RoboMarket — The marketplace where robots find their next job</title>');
    for (const path of ['/home', '/login', '/product/42', '/no-such-page', '/index.html/x']) {
      const other = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(other, path).toContain('<div id="root"></div>');
      expect(other, path).not.toContain('hero-title');
    }
  });

  test("the founder's and the team's initials are drawn in the prerendered pages, before any script", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#founder .landing-initials')).toHaveText('RM');
    await page.goto('/about');
    await expect(page.locator('#team .landing-initials')).toHaveText(['MO', 'DB', 'PR', 'LF']);
    await context.close();
  });

  test('without JavaScript a visitor still reads the hero', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Waitlist' }).first()).toBeVisible();
    await context.close();
  });

  test('the app takes over the markup: no errors, the tabs and the header answer', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toHaveCount(1);
    const consumer = page.getByRole('tab', { name: 'Consumer Innovations' });
    await consumer.click();
    await expect(consumer).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // One hero: hydration adopted the markup rather than drawing a second page beside it.
    await expect(page.locator('#hero-title')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the HTML names the app loader, not the app; the app is fetched after the first paint', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/about', '/policy/terms']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html, path).not.toContain('<script type="module"');
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).toMatch(
        /<script defer src="\/assets\/app-loader-[\w-]+\.js" data-entry="\/assets\/index-/,
      );
    }
    const errors = watchErrors(page);
    await page.goto('/');
    // Hydrated once the controls the loader marked are ready again.
    await expect(page.locator('[data-awaiting-app]')).toHaveCount(0);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const app = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, app };
    });
    expect(order.app).toHaveLength(1);
    expect(order.app[0]).toBeGreaterThanOrEqual(order.paint);
    expect(errors).toEqual([]);
  });

  test('a visitor who acts before the app has started is answered once it has, nothing lost', async ({
    page,
  }) => {
    // The app's entry held back two seconds, as on a slow connection: the page is there, its controls wait.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const errors = watchErrors(page);
    const email = uniqueEmail('early');
    await page.goto('/');
    const hero = page.locator('#hero-waitlist');
    const submit = hero.getByRole('button', { name: 'Join Waitlist' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toBeDisabled();
    // Playwright waits for the control to be ready, as a visitor sees it answer only then.
    await hero.getByLabel('Email address').fill(email);
    await submit.click();
    await expect(hero.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.locator('[aria-disabled="true"][data-awaiting-app]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a form sent with Enter before the app has started stays on the page', async ({ page }) => {
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    const field = page.locator('#hero-waitlist').getByLabel('Email address');
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-awaiting-app]').first()).toBeAttached();
    await expect(page).toHaveURL('/');
    await expect(page.locator('[data-awaiting-app]')).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('a signed-in member reloading / gets Go to Home once the session is restored, without errors', async ({
    page,
    request,
  }) => {
    const member = anAccount(uniqueEmail('prerender'));
    await registerThroughApi(request, member);
    await page.goto('/login');
    await submitSignIn(page, member.email, member.password);
    await expect(page).toHaveURL('/home');

    const errors = watchErrors(page);
    await page.goto('/');
    // The session is restored by a refresh after the prerendered page hydrates, which may outlast the default 5 s.
    await expect(page.getByText(`You're signed in as ${member.email}.`).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Go to Home' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.locator('#hero-title')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Go to Home' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('bands without behaviour keep their markup through hydration, and render afresh on a later visit', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const consumer = page.getByRole('tab', { name: 'Consumer Innovations' });
    await consumer.click();
    await expect(consumer).toHaveAttribute('aria-selected', 'true');
    // Hydrated: the static roadmap band still shows what the server wrote, the FAQ band answers clicks.
    const roadmap = page.getByRole('region', { name: 'Where we are going' });
    await roadmap.scrollIntoViewIfNeeded();
    await expect(roadmap.getByRole('heading', { name: 'Where we are going' })).toBeVisible();
    const question = page.locator('.faq__trigger').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');

    // Leave through the router (as a link would) and come back: the landing page mounts again and draws
    // every band itself.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('#hero-title')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#hero-title')).toHaveCount(1);
    await roadmap.scrollIntoViewIfNeeded();
    await expect(roadmap.getByRole('heading', { name: 'Where we are going' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Questions, answered' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
