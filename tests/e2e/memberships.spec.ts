import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { anAccount, chooseFromProfileMenu, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Business memberships by consent (issue 7, Must show 3), in Chromium against the real server: an
// invitation the invitee accepts and can leave, and a parent link that waits for the parent's ADMIN.

const DEMO_SELLER = 'seller@robomarket.dev';
const DEMO_PASSWORD = 'RoboMarket2026';
const DEMO_BUSINESS = 'Demo Robotics Dealer';

/** A signed-in page of its own (its own cookies), on Business Settings through Account Settings. */
async function signInToBusinessSettings(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await chooseFromProfileMenu(page, 'Account Settings');
  await page.getByRole('link', { name: /Business Settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Settings' })).toBeVisible();
  return page;
}

/** WCAG 2.1 AA violations on the page (product-spec §9), as readable lines. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('memberships', () => {
  // Two people in two browser contexts and an axe run per screen.
  test.slow();

  test('the demo seller invites a new customer, who accepts, sees the membership and leaves', async ({
    browser,
    request,
  }) => {
    const customer = anAccount(uniqueEmail('invitee'), { firstName: 'Ada', lastName: 'Lovelace' });
    await registerThroughApi(request, customer);

    const seller = await signInToBusinessSettings(browser, DEMO_SELLER, DEMO_PASSWORD);
    const sellerPanel = seller.getByRole('region', { name: DEMO_BUSINESS });
    await sellerPanel.getByLabel('E-mail').fill(customer.email);
    await sellerPanel.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(
      sellerPanel.getByText("If this e-mail belongs to an account, they'll get an invitation."),
    ).toBeVisible();
    // Nobody joined yet: consent comes first.
    await expect(sellerPanel.getByRole('article', { name: /Ada Lovelace/ })).toHaveCount(0);

    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await submitSignIn(page, customer.email, customer.password);
    await expect(page).toHaveURL('/home');
    await chooseFromProfileMenu(page, 'Account Settings');
    const invitation = page.getByRole('article', { name: DEMO_BUSINESS });
    await expect(invitation).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('No pending invitations')).toBeVisible();

    await page.getByRole('link', { name: /Business Settings/ }).click();
    const panel = page.getByRole('region', { name: DEMO_BUSINESS });
    await expect(panel.getByRole('article', { name: 'Ada Lovelace (you)' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);

    await seller.reload();
    await expect(sellerPanel.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();

    await panel.getByRole('button', { name: `Leave ${DEMO_BUSINESS}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Leave ${DEMO_BUSINESS}?` });
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByText(/You are not a member of any business yet/)).toBeVisible();

    await seller.reload();
    await expect(sellerPanel.getByRole('article', { name: /Demo|Seller|you/ }).first()).toBeVisible();
    await expect(sellerPanel.getByRole('article', { name: 'Ada Lovelace' })).toHaveCount(0);
  });

  test('a subsidiary naming a parent shows nothing linked until the parent’s ADMIN approves', async ({
    browser,
    request,
  }) => {
    const seller = await signInToBusinessSettings(browser, DEMO_SELLER, DEMO_PASSWORD);
    const sellerPanel = seller.getByRole('region', { name: DEMO_BUSINESS });
    const parentId =
      (await sellerPanel
        .getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
        .first()
        .textContent()) ?? '';
    expect(parentId).not.toBe('');

    const owner = anAccount(uniqueEmail('subsidiary'), { firstName: 'Grace', lastName: 'Hopper' });
    const company = `Child Works ${Date.now().toString(36)}`;
    const registered = await request.post('/v2/auth/register', {
      data: {
        user_type: 'BUSINESS',
        email: owner.email,
        password: owner.password,
        first_name: owner.firstName,
        last_name: owner.lastName,
        company_name: company,
        business_type: 'subsidiary',
        parent_business_id: parentId,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    const child = await signInToBusinessSettings(browser, owner.email, owner.password);
    const childPanel = child.getByRole('region', { name: company });
    await expect(childPanel.getByText(/Not linked/)).toBeVisible();

    await seller.reload();
    const linkRequest = sellerPanel.getByRole('article', { name: company });
    await expect(linkRequest).toContainText(`Asked by ${owner.email}`);
    await linkRequest.getByRole('button', { name: `Approve ${company}` }).click();
    await expect(sellerPanel.getByRole('article', { name: company })).toHaveCount(0);

    await child.reload();
    await expect(childPanel.getByText(/Not linked/)).toHaveCount(0);
    await expect(childPanel.getByText(parentId)).toBeVisible();
  });
});
