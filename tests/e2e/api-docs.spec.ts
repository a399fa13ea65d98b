import { expect, test } from './fixtures';

// The API reference at /docs is RoboMarket's page: its title, name, logo and colours, no framework logo,
// and it still runs under the strict Content-Security-Policy.

test("the API reference carries RoboMarket's name, logo and colours", async ({ page }) => {
  // Swagger UI renders every operation of the contract at once: slow on a busy two-core machine.
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text()) || message.type() === 'error')
      violations.push(message.text());
  });
  await page.goto('/docs');
  await expect(page).toHaveTitle('API reference · RoboMarket');

  const banner = page.getByRole('banner');
  const home = banner.getByRole('link', { name: 'RoboMarket API reference' });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
  await expect(home).toContainText('RoboMarket');
  // The mark is RoboMarket's; neither Swagger's logo nor the plugin's default (Fastify's) is in the bar.
  const marks = home.locator('img, svg');
  await expect(marks).toHaveCount(1);
  const mark = await marks.evaluate((img) => {
    const source = img instanceof HTMLImageElement ? img.src : '';
    return atob(source.replace(/^data:image\/svg\+xml;base64,/, ''));
  });
  expect(mark).toContain('<title>RoboMarket</title>');
  expect(mark.toLowerCase()).not.toMatch(/swagger|fastify/);
  await expect(banner.getByText(/swagger|fastify/i)).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Explore' })).toBeHidden();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /theme\/favicon\.svg$/);

  // The contract's own title, and RoboMarket's colours: a white bar, indigo links and buttons.
  await expect(page.getByRole('heading', { name: /RoboMarket API/ }).first()).toBeVisible();
  expect(await banner.evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(255, 255, 255)');
  const authorize = page.getByRole('button', { name: /Authorize/ }).first();
  await expect(authorize).toBeVisible();
  expect(await authorize.evaluate((button) => getComputedStyle(button).borderTopColor)).toBe(
    'rgb(62, 99, 221)',
  );

  expect(violations).toEqual([]);
});
