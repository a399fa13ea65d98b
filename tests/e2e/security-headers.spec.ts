import { createServer, type Server } from 'node:http';
import type { Page, Response } from '@playwright/test';
import { anAccount, headerOf, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Security headers (issue 7, finding 6): every page carries a strict Content-Security-Policy, works under
// it without a single violation, cannot be framed, and the waitlist widget still works on partner pages
// served from another origin.

const thanks = "Thank You for Signing Up! We'll be in touch soon with exclusive updates.";

/** What a page reported about the policy: console messages and `securitypolicyviolation` events. */
interface Watch {
  violations: string[];
  consoleErrors: string[];
}

/** Starts collecting, before the page's first script runs, everything the browser says about CSP. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { violations: [], consoleErrors: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[ -]Security[ -]Policy/i.test(text)) seen.violations.push(`console: ${text}`);
    if (message.type() === 'error') seen.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => seen.violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = Reflect.get(window, 'reportCspViolation');
        if (typeof report === 'function')
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
          );
      },
      true,
    );
  });
  return seen;
}

/** The policy a page was served with, by directive. */
function policyOf(response: Response | null): Map<string, string[]> {
  expect(response, 'navigation response').not.toBeNull();
  const header = response?.headers()['content-security-policy'];
  expect(header, `Content-Security-Policy on ${response?.url()}`).toBeTruthy();
  const parsed = new Map<string, string[]>();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

/** The promises every page of ours makes in its headers. */
function expectStrictPolicy(response: Response | null): void {
  const policy = policyOf(response);
  const url = response?.url();
  expect(policy.get('script-src'), url).toEqual(["'self'"]);
  expect(policy.get('object-src'), url).toEqual(["'none'"]);
  expect(policy.get('base-uri'), url).toEqual(["'self'"]);
  expect(policy.get('form-action'), url).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
  const headers = response?.headers() ?? {};
  expect(headers['x-frame-options'], url).toBe('DENY');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
}

/** A tiny partner site on another origin (an OS-chosen port), serving the given pages. */
async function partnerSite(pages: Record<string, { html: string; headers?: Record<string, string> }>) {
  const server: Server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://partner').pathname];
    if (page === undefined) {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
    response.end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the partner site has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function partnerPage(app: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Partner dealer</title><link rel="icon" href="/favicon.ico"></head>
  <body>
    <h1>Partner dealer</h1>
    <robomarket-waitlist api-base="${app}"></robomarket-waitlist>
    <script src="${app}/widgets/widgets.js" async></script>
  </body>
</html>`;
}

test.describe('security headers', () => {
  test('the landing page carries the policy and works under it', async ({ page }) => {
    const seen = await watch(page);
    const response = await page.goto('/');
    expectStrictPolicy(response);
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');

    await headerOf(page).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const hero = page.locator('#hero-waitlist');
    await hero.getByLabel('Email address').fill(uniqueEmail('csp-hero'));
    await hero.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(hero.getByText(thanks)).toBeVisible();
    expect(seen.violations).toEqual([]);
  });

  test('/login and /home carry the policy, before and after signing in', async ({ page, request }) => {
    const account = anAccount(uniqueEmail('csp'));
    await registerThroughApi(request, account);
    const seen = await watch(page);

    expectStrictPolicy(await page.goto('/login'));
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName}` }),
    ).toBeVisible();

    // Loaded from the server this time, so its own headers are seen; the session survives.
    expectStrictPolicy(await page.goto('/home'));
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName}` }),
    ).toBeVisible();
    await headerOf(page).getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(seen.violations).toEqual([]);
  });

  test('the API reference renders under the policy', async ({ page }) => {
    // Swagger UI renders every operation of the contract at once: slow on a busy two-core machine.
    test.setTimeout(90_000);
    const seen = await watch(page);
    expectStrictPolicy(await page.goto('/docs'));
    const operation = page.locator('.opblock-summary', { hasText: '/v2/waitlist/signup' }).first();
    await expect(operation).toBeVisible();
    await operation.click();
    await expect(page.getByRole('button', { name: 'Try it out' }).first()).toBeVisible();
    expect(seen.violations).toEqual([]);
  });

  test('the legacy API reference and the migration guide render under the policy', async ({ page }) => {
    test.setTimeout(90_000);
    const seen = await watch(page);
    // /docs/legacy opens /docs with the legacy definition chosen in the top bar's selector.
    expectStrictPolicy(await page.goto('/docs/legacy'));
    await expect(page.locator('.topbar select option:checked')).toHaveText('Legacy (deprecated)');
    await expect(page.getByRole('heading', { name: /RoboMarket legacy API \(deprecated\)/ })).toBeVisible();
    const login = page.locator('.opblock-deprecated .opblock-summary', { hasText: '/auth/login' }).first();
    await expect(login).toBeVisible();
    // The reference links the guide, which maps each call to v2.
    const guide = page.getByRole('link', { name: 'migration guide' });
    await expect(guide).toHaveAttribute('href', '/docs/migrating-from-legacy');
    expectStrictPolicy(await page.goto('/docs/migrating-from-legacy'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Migrating from the legacy API to v2' }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'POST /rfp.CreateRFP' })).toBeVisible();
    // And back: the v2 reference is the selector's first choice.
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page.locator('.topbar select option:checked')).toHaveText('v2 (current)');
    await expect(page.locator('.opblock-summary', { hasText: '/v2/waitlist/signup' }).first()).toBeVisible();
    expect(seen.violations).toEqual([]);
  });

  test('the widget demo works under the policy', async ({ page }) => {
    const seen = await watch(page);
    expectStrictPolicy(await page.goto('/widgets/demo.html'));
    const email = uniqueEmail('csp-demo');
    const widget = page.locator('robomarket-waitlist').first();
    await widget.getByLabel('Email address').fill(email);
    await widget.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(widget.getByText(thanks)).toBeVisible();
    // The demo's own script (now a file) still hears the widget's event.
    await expect(page.locator('#joined-note')).toHaveAttribute('data-email', email);
    expect(seen.violations).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });

  test('the widget works on partner pages on another origin, with and without their own strict CSP', async ({
    page,
    baseURL,
  }) => {
    const app = new URL(baseURL ?? '').origin;
    // What docs/widgets.md tells partners to allow, and nothing more (no 'unsafe-inline' styles).
    const partnerPolicy = `default-src 'none'; script-src 'self' ${app}; connect-src 'self' ${app}; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'`;
    const partner = await partnerSite({
      '/': { html: partnerPage(app) },
      '/strict': { html: partnerPage(app), headers: { 'content-security-policy': partnerPolicy } },
    });
    try {
      for (const path of ['/', '/strict']) {
        const partnerTab = await page.context().newPage();
        const seen = await watch(partnerTab);
        await partnerTab.goto(`${partner.origin}${path}`);
        const widget = partnerTab.locator('robomarket-waitlist');
        await widget.getByLabel('Email address').fill(uniqueEmail('partner'));
        await widget.getByRole('button', { name: 'Join Waitlist' }).click();
        await expect(widget.getByText(thanks), path).toBeVisible();
        expect(seen.violations, path).toEqual([]);
        expect(seen.consoleErrors, path).toEqual([]);
        await partnerTab.close();
      }
    } finally {
      await partner.close();
    }
  });

  test('another site cannot frame the sign-in page', async ({ page, baseURL }) => {
    const app = new URL(baseURL ?? '').origin;
    const partner = await partnerSite({
      '/': {
        html: `<!doctype html><title>Framer</title><iframe src="${app}/login" title="RoboMarket"></iframe>`,
      },
    });
    try {
      const refused = page.waitForEvent('console', (message) =>
        /frame-ancestors|X-Frame-Options/.test(message.text()),
      );
      await page.goto(partner.origin);
      // Chrome names only the framed page's origin in the message.
      expect((await refused).text()).toContain(`Framing '${app}/' violates`);
      const framed = page.frames().find((frame) => frame.url().startsWith(app));
      expect(framed?.url() ?? 'not loaded').toBe('not loaded');
      await expect(page.frameLocator('iframe').getByRole('banner')).toHaveCount(0);
    } finally {
      await partner.close();
    }
  });
});
