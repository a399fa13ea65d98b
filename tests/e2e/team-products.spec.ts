import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { createProductThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// The business owns its products (issue 26, ADR 0090), in Chromium against the real server: a SALES member
// edits a product another member created; a VIEWER sees it read only, and a forced change shows the 403.

/** A product name no other run has used. */
const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Registers a Parent Company through the API; its access token and business. */
async function registerFounder(request: APIRequestContext, account: Account, company: string) {
  const response = await request.post('/v2/auth/register', {
    data: {
      user_type: 'BUSINESS',
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
      company_name: company,
      business_type: 'parent_company',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as { access_token: string; memberships: { business_id: string }[] };
  const businessId = session.memberships[0]?.business_id ?? '';
  expect(businessId).not.toBe('');
  return { token: session.access_token, businessId };
}

/**
 * The founder invites `account` (a customer account) with `roles` through the invitation API, and the
 * invitee accepts it as themselves.
 */
async function inviteAndAccept(
  request: APIRequestContext,
  founderToken: string,
  businessId: string,
  account: Account,
  roles: string[],
) {
  await registerThroughApi(request, account);
  const invited = await request.post('/v2/business/member', {
    headers: { Authorization: `Bearer ${founderToken}` },
    data: { business_id: businessId, email: account.email, roles },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const login = await request.post('/v2/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const pending = await request.get('/v2/business/invitations', { headers: auth });
  expect(pending.status()).toBe(200);
  const { invitations } = (await pending.json()) as { invitations: { id: string; business_id: string }[] };
  const invitation = invitations.find((candidate) => candidate.business_id === businessId);
  expect(invitation, 'the invitation reached the invitee').toBeTruthy();
  const accepted = await request.post(`/v2/business/invitations/${invitation?.id}/accept`, { headers: auth });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** A page of its own (its own cookies), signed in as `account`. */
async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/home');
  return page;
}

test.describe('team products', () => {
  test('a SALES member edits a product another member created; a VIEWER sees it read only', async ({
    browser,
    request,
  }) => {
    const company = `Meridian Automation ${Date.now().toString(36)}`;
    const founder = anAccount(uniqueEmail('founder'), { firstName: 'Grace', lastName: 'Hopper' });
    const { token, businessId } = await registerFounder(request, founder, company);
    const name = uniqueName('Meridian Welding Arm');
    const product = await createProductThroughApi(request, token, {
      name,
      description: 'Six-axis welding arm, listed by the founder.',
      price: '12500.00',
    });

    const sales = anAccount(uniqueEmail('sales'), { firstName: 'Ada', lastName: 'Lovelace' });
    await inviteAndAccept(request, token, businessId, sales, ['SALES']);
    const viewer = anAccount(uniqueEmail('viewer'), { firstName: 'Vint', lastName: 'Cerf' });
    await inviteAndAccept(request, token, businessId, viewer, ['VIEWER']);

    // Ada edits the founder's product from her business's My Products.
    const adaPage = await signedIn(browser, sales);
    await adaPage.goto('/business/products');
    const adaProducts = adaPage.getByRole('region', { name: 'My Products' });
    const card = adaProducts.getByRole('article', { name });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = adaPage.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Title')).toHaveValue(name);
    await edit.getByLabel('Price').fill('11900');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText('$11,900.00')).toBeVisible();

    // The product is still the founder's listing, changed by her colleague.
    const stored = await request.get(`/v2/products/${product.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await stored.json()).toMatchObject({
      price: '11900.00',
      seller_id: product.seller_id,
      business_id: businessId,
    });

    // Vint sees the change, without any control to make one.
    const vintPage = await signedIn(browser, viewer);
    await vintPage.goto('/business/products');
    const vintProducts = vintPage.getByRole('region', { name: 'My Products' });
    const vintCard = vintProducts.getByRole('article', { name });
    await expect(vintCard.getByText('$11,900.00')).toBeVisible();
    await expect(vintCard.getByRole('button')).toHaveCount(0);
    await expect(vintProducts.getByRole('button', { name: 'Add New Product' })).toHaveCount(0);
    await expect(vintProducts.getByText(/Changing them needs the SALES role/)).toBeVisible();

    // Forced through the pricing table, the server refuses and says why.
    await vintPage.goto('/business/products/pricing');
    const table = vintPage.getByRole('table', { name: 'Pricing' });
    await table.getByRole('textbox', { name: `Price of ${name}` }).fill('1.00');
    await table.getByRole('button', { name: `Save price of ${name}` }).click();
    await expect(
      vintPage.getByText(`Your role in ${company} does not allow this: it needs SALES`),
    ).toBeVisible();
    const unchanged = await request.get(`/v2/products/${product.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await unchanged.json()) as { price: string }).price).toBe('11900.00');
  });
});
