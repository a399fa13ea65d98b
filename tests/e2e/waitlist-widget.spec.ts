import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

test.describe('join the waitlist from the partner widget', () => {
  test('the widget on a hostile partner page joins the waitlist', async ({ page, request }) => {
    const email = uniqueEmail('widget');
    await page.goto('/widgets/demo.html');

    const widget = page.locator('robomarket-waitlist').first();
    const input = widget.getByLabel('Email address');
    await expect(input).toBeVisible();

    // The partner's hostile CSS stays outside the shadow root.
    const button = widget.getByRole('button', { name: 'Join Waitlist' });
    const font = await button.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font.toLowerCase()).not.toContain('comic');

    await input.fill(email);
    await button.click();
    await expect(
      widget.getByText("Thank You for Signing Up! We'll be in touch soon with exclusive updates."),
    ).toBeVisible();

    const stored = await request.post('/v2/waitlist/signup', { data: { email } });
    expect(stored.status()).toBe(200);
  });
});
