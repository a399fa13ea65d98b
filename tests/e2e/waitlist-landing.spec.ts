import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

test.describe('join the waitlist from the landing hero', () => {
  test('a visitor types an address, sees Joining..., then is on the list', async ({ page, request }) => {
    const email = uniqueEmail('hero');
    await page.goto('/');

    const hero = page.locator('#hero-waitlist');
    await hero.getByLabel('Email address').fill(`  ${email.toUpperCase()}  `);
    const submit = hero.getByRole('button', { name: 'Join Waitlist' });

    // Hold the request so the busy state is visible, as it is on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v2/waitlist/signup', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(hero.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();

    await expect(hero.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(
      hero.getByText("Thank You for Signing Up! We'll be in touch soon with exclusive updates."),
    ).toBeVisible();

    // Stored once, case-insensitively: joining again with another case is the same entry.
    const first = await request.post('/v2/waitlist/signup', { data: { email } });
    expect(first.status()).toBe(200);
    const again = await request.post('/v2/waitlist/signup', { data: { email: email.toUpperCase() } });
    expect((await again.json()).joined_at).toBe((await first.json()).joined_at);
  });

  test('a failing server reads as such, with Try again, keeps the address, and joins once it is back', async ({
    page,
  }) => {
    const email = uniqueEmail('fail');
    await page.goto('/');
    await page.route('**/v2/waitlist/signup', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unavailable', message: 'Waitlist is closed for maintenance' }),
      }),
    );
    const hero = page.locator('#hero-waitlist');
    await hero.getByLabel('Email address').fill(email);
    await hero.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(hero.getByRole('alert')).toHaveText('Something went wrong on our side. Try again.');
    await expect(page.getByText('Max retries exceeded')).toHaveCount(0);
    await expect(hero.getByLabel('Email address')).toHaveValue(email);

    await page.unroute('**/v2/waitlist/signup');
    await hero.getByRole('button', { name: 'Try again' }).click();
    await expect(hero.getByText("You're on the list!")).toBeVisible();
  });

  test('a server refusal shows its words in the page, never a browser alert', async ({ page }) => {
    await page.goto('/');
    await page.route('**/v2/waitlist/signup', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'validation_failed', message: 'This address cannot receive mail' }),
      }),
    );
    const hero = page.locator('#hero-waitlist');
    await hero.getByLabel('Email address').fill(uniqueEmail('refused'));
    await hero.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(hero.getByRole('alert')).toHaveText('Error: This address cannot receive mail');
  });
});
