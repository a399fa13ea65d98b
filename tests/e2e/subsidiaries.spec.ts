import type { APIRequestContext, Page } from '@playwright/test';
import { anAccount, fillRegistration, headerOf } from '../fixtures/accounts';
import {
  agreedDirectOrder,
  bearer,
  type Party,
  partyPage,
  payInSandbox,
  registerParty,
} from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Parents and subsidiaries (issue 26, Must show 5), in Chromium against the real server: a subsidiary names
// its parent by searching its name in the Register dialog, the parent's ADMIN approves on the dashboard, the
// subsidiary pays for a deal and the parent's dashboard shows its spend; and a user in two businesses
// switches between them in the header.

/** The session of `email` through the API (for the deal steps the journey does not click through). */
async function signInThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/v2/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: session.access_token, id: session.user.id };
}

/** The roll-up of the parent's dashboard. */
const rollUpOf = (page: Page, parentName: string) =>
  page.getByRole('table', { name: `Subsidiaries of ${parentName}` });

test.describe('parents and subsidiaries', () => {
  test('a subsidiary names its parent by name, the parent approves and sees the subsidiary’s spend', async ({
    browser,
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const parent = await registerParty(request, 'parent', 'Ada', `Meridian${suffix}`);
    const parentName = `Meridian${suffix} Robotics`;
    const seller = await registerParty(request, 'seller', 'Grace', `Vendor${suffix}`);

    // The subsidiary registers through the Register dialog, finding its parent by part of its name.
    const owner = anAccount(uniqueEmail('subsidiary'), { firstName: 'Hedy', lastName: 'Lamarr' });
    const company = `North Works ${suffix}`;
    await page.goto('/register');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Business/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Company Name').fill(company);
    await dialog.getByRole('combobox', { name: 'Business Type' }).click();
    await page.getByRole('option', { name: 'Subsidiary' }).click();
    await dialog.getByRole('combobox', { name: 'Parent Company (optional)' }).fill(`meridian${suffix}`);
    await dialog.getByRole('option', { name: parentName }).click();
    await expect(dialog.getByRole('button', { name: `Remove ${parentName}` })).toBeVisible();
    await fillRegistration(dialog, owner);
    await expect(page).toHaveURL('/home');

    // The parent's ADMIN sees the request on the dashboard and approves it.
    const parentPage = await partyPage(browser, parent, '/business/dashboard');
    const linkRequest = parentPage.getByRole('article', { name: company });
    await expect(linkRequest).toContainText(`Asked by ${owner.email}`);
    await linkRequest.getByRole('button', { name: `Approve ${company}` }).click();
    await expect(parentPage.getByRole('article', { name: company })).toHaveCount(0);
    const northRow = rollUpOf(parentPage, parentName).getByRole('row', { name: new RegExp(company) });
    await expect(northRow).toContainText('$0.00');

    // The subsidiary buys and pays for a deal.
    const subsidiary = await signInThroughApi(request, owner.email, owner.password);
    const workflowId = await agreedDirectOrder(request, subsidiary, seller, `Pallet mover ${suffix}`);
    await payInSandbox(request, subsidiary, workflowId);

    // The parent's dashboard shows the subsidiary's spend, the total, and a link to its workflow.
    await parentPage.reload();
    const row = rollUpOf(parentPage, parentName).getByRole('row', { name: new RegExp(company) });
    await expect(row).toContainText('$1,500.00');
    await expect(rollUpOf(parentPage, parentName).getByRole('row', { name: /^Total/ })).toContainText(
      '$1,500.00',
    );
    await expect(row.getByRole('link', { name: new RegExp(`Pallet mover ${suffix}`) })).toHaveAttribute(
      'href',
      `/workflow/${workflowId}`,
    );
  });

  test('a member of two businesses switches between them in the header and sees each one’s data', async ({
    browser,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const ada: Party = await registerParty(request, 'two-businesses', 'Ada', `Holding${suffix}`);
    const home = `Holding${suffix} Robotics`;
    const atlas = await registerParty(request, 'atlas', 'Bob', `Atlas${suffix}`);
    const other = `Atlas${suffix} Robotics`;

    // Ada's business has a subsidiary (she is ADMIN of both, so it is linked at once); Atlas has none.
    const child = await request.post('/v2/business', {
      headers: bearer(ada),
      data: {
        name: `Holding${suffix} East`,
        business_type: 'subsidiary',
        parent_business_id: await businessOf(request, ada),
      },
    });
    expect(child.status(), await child.text()).toBe(201);

    // Bob invites Ada into Atlas; Ada accepts.
    const invited = await request.post('/v2/business/member', {
      headers: bearer(atlas),
      data: { business_id: await businessOf(request, atlas), email: ada.account.email },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { id: invitationId } = (await invited.json()) as { id: string };
    const accepted = await request.post(`/v2/business/invitations/${invitationId}/accept`, {
      headers: bearer(ada),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    const page = await partyPage(browser, ada, '/business/dashboard');
    const switcher = headerOf(page).getByRole('combobox', { name: 'Acting for' });
    await expect(switcher.locator('option:checked')).toHaveText(home);
    await expect(
      rollUpOf(page, home).getByRole('row', { name: new RegExp(`Holding${suffix} East`) }),
    ).toBeVisible();

    await switcher.selectOption({ label: other });
    await expect(switcher.locator('option:checked')).toHaveText(other);
    await expect(page.getByText('No subsidiaries yet')).toBeVisible();
    await expect(rollUpOf(page, home)).toHaveCount(0);

    // Remembered by the server: a reload acts for Atlas still.
    await page.reload();
    await expect(
      headerOf(page).getByRole('combobox', { name: 'Acting for' }).locator('option:checked'),
    ).toHaveText(other);
    await expect(page.getByText('No subsidiaries yet')).toBeVisible();

    await headerOf(page).getByRole('combobox', { name: 'Acting for' }).selectOption({ label: home });
    await expect(
      rollUpOf(page, home).getByRole('row', { name: new RegExp(`Holding${suffix} East`) }),
    ).toBeVisible();
  });
});

/** The id of the business `party` registered with. */
async function businessOf(request: APIRequestContext, party: Pick<Party, 'token'>): Promise<string> {
  const me = await request.get('/v2/auth/me', { headers: bearer(party) });
  expect(me.status(), await me.text()).toBe(200);
  const { memberships } = (await me.json()) as { memberships: Array<{ business_id: string }> };
  const first = memberships[0]?.business_id;
  expect(first).toBeTruthy();
  return first ?? '';
}
