import {
  anAccount,
  chooseFromProfileMenu,
  fillRegistration,
  headerOf,
  registerThroughApi,
  submitSignIn,
} from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Accounts end to end (product-spec §2 protected routes, dialogs, header, Account Settings; §4; §8),
// in Chromium against the real server and database.

test.describe('accounts', () => {
  test('a guest sent away from a protected page registers as a customer and lands back on it', async ({
    page,
  }) => {
    const account = anAccount(uniqueEmail('customer'), { firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/account-settings');

    await expect(page).toHaveURL('/');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    await headerOf(page).getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Customer/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Register as a Customer' })).toBeVisible();
    await fillRegistration(dialog, account);

    await expect(page).toHaveURL('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Customer', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('(customer)')).toHaveCount(0);
    await expect(headerOf(page).getByText(`Welcome, ${account.email}`)).toBeVisible();

    // The session survives a reload: the HttpOnly refresh cookie restores it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(headerOf(page).getByText(`Welcome, ${account.email}`)).toBeVisible();
  });

  test('signing out from the profile menu returns to / signed out', async ({ page, request, context }) => {
    const account = anAccount(uniqueEmail('signout'));
    await registerThroughApi(request, account);
    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName}` }),
    ).toBeVisible();

    await chooseFromProfileMenu(page, 'Sign Out');

    await expect(page).toHaveURL('/');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    await expect(headerOf(page).getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('auth-token');
    expect(names).not.toContain('refresh-token');
    // Signed out for real: the protected page sends the visitor away again.
    await page.goto('/account-settings');
    await expect(page).toHaveURL('/');
  });

  test('a wrong password shows an in-page alert (no native dialog) and keeps the dialog open; the right one signs in', async ({
    page,
    request,
  }) => {
    const account = anAccount(uniqueEmail('wrongpw'), { firstName: 'Grace' });
    await registerThroughApi(request, account);
    await page.goto('/');
    await headerOf(page).getByRole('button', { name: 'Sign In' }).click();

    await submitSignIn(page, account.email, 'not-the-password');

    // The message in the dialog, which stays open; nobody is signed in (the fixture fails on any native dialog).
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('auth-token');
    expect(names).not.toContain('refresh-token');

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeVisible();
    await expect(headerOf(page).getByText(`Welcome, ${account.email}`)).toBeVisible();
  });

  test('the session is an HttpOnly cookie: page scripts see no token; it survives a reload and sign-out ends it', async ({
    page,
    request,
    context,
  }) => {
    const account = anAccount(uniqueEmail('cookie'), { firstName: 'Radia' });
    await registerThroughApi(request, account);

    // A guest's visit asks nothing about a session (no refresh call, no 401 in the console).
    const refreshCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/v2/auth/refresh')) refreshCalls.push(sent.url());
    });
    await page.goto('/');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    expect(refreshCalls).toEqual([]);

    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Radia' })).toBeVisible();

    // Scripts see only the hint; the refresh token is in an HttpOnly cookie scoped to the auth paths, like
    // the device cookie the sign-in limits use to recognise this browser. The access token for plain document
    // links and the event streams (a workflow's, the bell's, a device's) is HttpOnly too, and scoped to those
    // paths only.
    expect(await page.evaluate(() => document.cookie)).toBe('session-hint=1');
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'auth-token',
      'auth-token',
      'auth-token',
      'auth-token',
      'refresh-token',
      'robomarket-device',
      'session-hint',
    ]);
    const accessCookies = cookies.filter((cookie) => cookie.name === 'auth-token');
    expect(accessCookies.map((cookie) => cookie.path).sort()).toEqual([
      '/api/documents',
      '/v2/fleet',
      '/v2/notifications/events',
      '/v2/workflows',
    ]);
    for (const cookie of accessCookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookies.find((cookie) => cookie.name === 'robomarket-device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v2/auth',
    });
    const refreshCookie = cookies.find((cookie) => cookie.name === 'refresh-token');
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v2/auth' });
    expect(refreshCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((refreshCookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 60 * 60);

    // A script that calls the refresh itself never reads a refresh token from the answer.
    const answers = await page.evaluate(async () => {
      const byCookie = await fetch('/v2/auth/refresh', {
        method: 'POST',
        headers: { 'X-Token-Delivery': 'cookie' },
      });
      const withoutHeader = await fetch('/v2/auth/refresh', { method: 'POST' });
      return { byCookie: await byCookie.json(), withoutHeader: withoutHeader.status };
    });
    expect(Object.keys(answers.byCookie).sort()).toEqual(['access_token', 'expires_in']);
    expect(answers.withoutHeader).toBe(400);

    // Reload: still signed in, from the cookie.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Radia' })).toBeVisible();
    await expect(headerOf(page).getByText(`Welcome, ${account.email}`)).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toBe('session-hint=1');

    // Sign out: the server clears both session cookies (the device stays known); a reload stays signed out.
    await chooseFromProfileMenu(page, 'Sign Out');
    await expect(page).toHaveURL('/');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['robomarket-device']);
    await page.reload();
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL('/');
  });

  test('registering a parent company makes the user a parent dealership', async ({ page }) => {
    const account = anAccount(uniqueEmail('business'), { firstName: 'Hedy', lastName: 'Lamarr' });
    await page.goto('/register');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Business/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Company Name').fill(`Frequency Hopping Robotics ${Date.now()}`);
    await dialog.getByRole('combobox', { name: 'Business Type' }).click();
    await page.getByRole('option', { name: 'Parent Company' }).click();
    await fillRegistration(dialog, account);

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Hedy' })).toBeVisible();
    await chooseFromProfileMenu(page, 'Account Settings');
    await expect(page).toHaveURL('/account-settings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(main.getByText(/parent_dealership/)).toHaveCount(0);
    await expect(main.getByText('Parent Dealership').first()).toBeVisible();
  });

  test('after a password change the old password fails and the new one works', async ({ page, request }) => {
    const account = anAccount(uniqueEmail('changepw'), { firstName: 'Alan' });
    const newPassword = 'Enigma-broken-1945';
    await registerThroughApi(request, account);
    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home');

    await chooseFromProfileMenu(page, 'Account Settings');
    await page.getByRole('button', { name: 'Change' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByLabel('Current password').fill(account.password);
    await change.getByLabel('New password', { exact: true }).fill(newPassword);
    await change.getByLabel('Confirm new password').fill(newPassword);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expect(change.getByText('Password changed successfully')).toBeVisible();
    await change.getByRole('button', { name: 'Done' }).click();

    // The session that changed the password stays signed in (the contract revokes only the others).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

    await chooseFromProfileMenu(page, 'Sign Out');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();

    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole('dialog', { name: 'Sign In' }).getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/login');

    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alan' })).toBeVisible();
  });
});
