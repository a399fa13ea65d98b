import { anAccount, chooseFromProfileMenu, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { waitForMail } from '../fixtures/mail';
import { expect, test } from './fixtures';

// Mail end to end: the server delivers over real SMTP (the SMTP inbox playwright.config.ts starts), and
// the operator's local inbox (`/dev/mail`) shows what was sent.

test.describe('mail', () => {
  test('a user who changes the password receives the mail, and the local inbox shows it', async ({
    page,
    request,
  }) => {
    const account = anAccount(uniqueEmail('mail'), { firstName: 'Grace' });
    const newPassword = 'Compiler-1952-Grace';
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

    const mail = await waitForMail(request, account.email, 'Your RoboMarket password was changed');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.html).toContain('RoboMarket');

    await page.goto(`/dev/mail?to=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Local inbox' })).toBeVisible();
    await page.getByRole('link', { name: 'Your RoboMarket password was changed' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your RoboMarket password was changed' }),
    ).toBeVisible();
    await expect(page.getByText('Delivered')).toBeVisible();
    await expect(page.frameLocator('iframe[title="HTML part"]').getByText('Hello Grace,')).toBeVisible();
    await expect(page.locator('pre')).toContainText('Hello Grace,');
  });
});
