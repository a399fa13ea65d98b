import type { APIRequestContext } from '@playwright/test';
import { anAccount, registerThroughApi } from '../fixtures/accounts';
import { closeContextsAfterEach, composer, messageIn } from '../fixtures/conversation';
import { bearer, customOrder, type Party, propose, registerParty, workflowPage } from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// The business owns the work (issue 26, ADR 0089), in Chromium against the real server: a buyer orders from
// a seller, who proposes; the seller's SALES colleague answers the buyer in the seller's own thread; the
// buyer's PURCHASER colleague, who did not create the workflow, sees who wrote for whom ("Sent by … for …")
// and accepts the proposal. Each person has their own browser context.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The shared two-core machine answers slowly: page loads and live events may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

/** The business `party` founded at registration (its only membership). */
async function businessOf(request: APIRequestContext, party: Party): Promise<string> {
  const response = await request.get('/v2/business/list', { headers: bearer(party) });
  expect(response.status(), await response.text()).toBe(200);
  const { businesses } = (await response.json()) as { businesses: { id: string }[] };
  const [business] = businesses;
  if (business === undefined) throw new Error('no business');
  return business.id;
}

/**
 * A new customer account that joins `admin`'s business with `roles`, by the business's invitation and the
 * invitee's consent (as the Team page does); answers the account.
 */
async function colleagueOf(
  request: APIRequestContext,
  admin: Party,
  label: string,
  name: { firstName: string; lastName: string },
  roles: readonly string[],
) {
  const account = anAccount(uniqueEmail(label), name);
  await registerThroughApi(request, account);
  const invited = await request.post('/v2/business/member', {
    headers: bearer(admin),
    data: { business_id: await businessOf(request, admin), email: account.email, roles },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id } = (await invited.json()) as { id: string };
  const signedIn = await request.post('/v2/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const accepted = await request.post(`/v2/business/invitations/${id}/accept`, {
    headers: bearer({ token: access_token }),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { account };
}

test.describe('colleagues act for their business', () => {
  const tag = `Col${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Cold store pallet movers ${tag}`;
  const question = `Can the movers work at minus 25 degrees? ${tag}`;
  const answer = `Yes, rated to minus 30 degrees ${tag}`;
  let buyer: Party;
  let seller: Party;
  let purchaser: { account: ReturnType<typeof anAccount> };
  let sales: { account: ReturnType<typeof anAccount> };
  let workflowId = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'colleagues-buyer', 'Grace', 'Harbour');
    seller = await registerParty(request, 'colleagues-seller', 'Alan', 'Meridian');
    purchaser = await colleagueOf(
      request,
      buyer,
      'colleagues-purchaser',
      { firstName: 'Katherine', lastName: 'Johnson' },
      ['PURCHASER'],
    );
    sales = await colleagueOf(
      request,
      seller,
      'colleagues-sales',
      { firstName: 'Ada', lastName: 'Lovelace' },
      ['SALES'],
    );
    workflowId = await customOrder(request, buyer, title, [seller]);
    await propose(request, seller, workflowId, '42000.00');
    const asked = await request.post(`/v2/workflows/${workflowId}/messages`, {
      headers: bearer(buyer),
      data: { body: question, sellerId: seller.id },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  });

  test("the seller's colleague answers in the seller's thread", async ({ browser }) => {
    const page = await workflowPage(browser, sales, workflowId, { opened });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    // The seller's thread, with the buyer's question in it.
    await expect(messageIn(page, question)).toBeVisible(SLOW);
    await expect(messageIn(page, question)).toContainText('Sent by Grace Harbour for Harbour Robotics');
    await composer(page).fill(answer);
    await composer(page).press('Enter');
    await expect(messageIn(page, answer)).toBeVisible(SLOW);
  });

  test('a PURCHASER colleague of the buyer sees who wrote for whom and accepts the proposal', async ({
    browser,
  }) => {
    const page = await workflowPage(browser, purchaser, workflowId, { opened });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await expect(messageIn(page, answer)).toContainText('Sent by Ada Lovelace for Meridian Robotics', SLOW);
    await expect(page.getByText('Sent by Alan Meridian for Meridian Robotics')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Accept proposal from Meridian Robotics' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
    await expect(page.getByRole('button', { name: /^Accept proposal/ })).toHaveCount(0, SLOW);
    await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible(SLOW);
  });
});
