import { expect, test } from '@playwright/test';
import {
  acceptNextAlert,
  anAccount,
  chooseFromProfileMenu,
  fillRegistration,
  headerOf,
  registerThroughApi,
  submitSignIn,
} from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';

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
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
    await expect(page.getByRole('main').getByText('(customer)')).toBeVisible();
    await expect(headerOf(page).getByText(`Welcome, ${account.email}`)).toBeVisible();

    // The session survives a reload: the saved auth-token restores it.
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

  test('a wrong password raises an alert and keeps the dialog open; the right one signs in', async ({
    page,
    request,
  }) => {
    const account = anAccount(uniqueEmail('wrongpw'), { firstName: 'Grace' });
    await registerThroughApi(request, account);
    await page.goto('/');
    await headerOf(page).getByRole('button', { name: 'Sign In' }).click();

    const alertShown = acceptNextAlert(page);
    await submitSignIn(page, account.email, 'not-the-password');
    const alert = await alertShown;
    expect(alert.type).toBe('alert');
    expect(alert.message.length).toBeGreaterThan(0);

    // The same message in the dialog, which stays open; nobody is signed in.
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(alert.message);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('auth-token');

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeVisible();
    await expect(headerOf(page).getByText(`Welcome, ${account.email}`)).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Hedy' })).toBeVisible();
    await chooseFromProfileMenu(page, 'Account Settings');
    await expect(page).toHaveURL('/account-settings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(main.getByText('(parent_dealership)')).toBeVisible();
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
    const alertShown = acceptNextAlert(page);
    await submitSignIn(page, account.email, account.password);
    expect((await alertShown).type).toBe('alert');
    await expect(page.getByRole('dialog', { name: 'Sign In' }).getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/login');

    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alan' })).toBeVisible();
  });
});
