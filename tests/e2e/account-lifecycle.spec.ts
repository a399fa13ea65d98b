import { anAccount, headerOf, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { bearer, type Party, partyPage, publishRfp, registerParty } from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { linkIn, waitForMail } from '../fixtures/mail';
import { expect, test } from './fixtures';

// Account lifecycle (ADR 0097) end to end: a forgotten password reset from the mail, and an account deleted
// while the other party of its deal keeps the deal.

test.describe('account lifecycle', () => {
  test('a user resets a forgotten password from the mail and signs in with the new one', async ({
    page,
    request,
  }) => {
    const account = anAccount(uniqueEmail('forgetful'));
    await registerThroughApi(request, account);

    await page.goto('/login');
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Forgot password?' })
      .click();
    await expect(page).toHaveURL('/forgot-password');
    const ask = page.getByRole('dialog', { name: 'Forgot password?' });
    await ask.getByLabel('Email').fill(account.email);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(ask.getByRole('status')).toContainText('If an account has this e-mail');

    const mail = await waitForMail(request, account.email, 'Reset your RoboMarket password');
    await page.goto(linkIn(mail, /\/reset-password\?token=/));
    const reset = page.getByRole('dialog', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('brand-new-secret-7');
    await reset.getByLabel('Confirm new password').fill('brand-new-secret-7');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(reset.getByRole('status')).toContainText('Your password is changed');
    await reset.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL('/login');
    await submitSignIn(page, account.email, 'brand-new-secret-7');
    await expect(page).toHaveURL('/home');
    await expect(headerOf(page).getByText(account.email)).toBeVisible();
    await waitForMail(request, account.email, 'Your RoboMarket password was changed');

    // The link is single-use.
    await page.goto(linkIn(mail, /\/reset-password\?token=/));
    const again = page.getByRole('dialog', { name: 'Choose a new password' });
    await again.getByLabel('New password', { exact: true }).fill('another-secret-8');
    await again.getByLabel('Confirm new password').fill('another-secret-8');
    await again.getByRole('button', { name: 'Change password' }).click();
    await expect(again.getByRole('alert')).toContainText('This link is used, expired or not valid');
  });

  test('a user deletes the account and can no longer sign in, while the other party still sees the deal', async ({
    page,
    request,
    browser,
  }) => {
    const account = anAccount(uniqueEmail('leaving'), { firstName: 'Lea', lastName: 'Ving' });
    const registered = await request.post('/v2/auth/register', {
      data: {
        user_type: 'CUSTOMER',
        email: account.email,
        password: account.password,
        first_name: account.firstName,
        last_name: account.lastName,
      },
    });
    expect(registered.status()).toBe(201);
    const session = (await registered.json()) as { access_token: string; user: { id: string } };
    const buyer: Party = { account, token: session.access_token, id: session.user.id, name: 'Lea Ving' };
    const seller = await registerParty(request, 'keeper', 'Kim', 'Keeper');
    const { workflowId } = await publishRfp(request, buyer, 'Freezer pallet movers');
    const proposal = await request.post(`/v2/workflows/${workflowId}/proposals`, {
      headers: bearer(seller),
      data: {
        price: '60000.00',
        description: 'Two movers with fleet software.',
        terms: 'Delivery in six weeks.',
        timeline: { startDate: '2027-01-11', endDate: '2027-03-19', milestones: [] },
      },
    });
    expect(proposal.status(), await proposal.text()).toBe(201);
    const { id: proposalId } = (await proposal.json()) as { id: string };
    const accepted = await request.post(`/v2/workflows/${workflowId}/proposals/${proposalId}/accept`, {
      headers: bearer(buyer, true),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home');
    await page.goto('/account-settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL('/');
    await expect(headerOf(page).getByText('You are not logged in.')).toBeVisible();

    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole('dialog', { name: 'Sign In' }).getByRole('alert')).toContainText(
      'Invalid email or password',
    );

    const sellerPage = await partyPage(browser, seller, `/workflow/${workflowId}`);
    await expect(sellerPage.getByRole('heading', { name: 'Freezer pallet movers' }).first()).toBeVisible();
    await expect(sellerPage.getByText(account.email)).toHaveCount(0);
    await sellerPage.context().close();
  });
});
