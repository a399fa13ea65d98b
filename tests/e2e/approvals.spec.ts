import type { APIRequestContext } from '@playwright/test';
import { anAccount } from '../fixtures/accounts';
import {
  bearer,
  customOrder,
  type Party,
  partyPage,
  propose,
  registerParty,
  workflowPage,
} from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Approvals before an award (issue 26, Must show 3; ADR 0091), in Chromium against the real server: an
// ADMIN invites a PURCHASER with a 20,000 limit on the Team page, and an APPROVER; the PURCHASER accepts a 30,000 proposal,
// which waits; the APPROVER approves it in another browser context and the price is agreed.

/** Registers a business whose founder is its ADMIN; answers the founder and the business's id. */
async function registerBusinessOwner(request: APIRequestContext) {
  const account = anAccount(uniqueEmail('owner'), { firstName: 'Ada', lastName: 'Owner' });
  const response = await request.post('/v2/auth/register', {
    data: {
      user_type: 'BUSINESS',
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
      company_name: `Meridian Automation ${Date.now().toString(36)}`,
      business_type: 'parent_company',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as {
    access_token: string;
    user: { id: string };
    memberships: { business_id: string }[];
  };
  const owner: Party = { account, token: session.access_token, id: session.user.id, name: 'Ada Owner' };
  return { owner, businessId: session.memberships[0]?.business_id ?? '' };
}

/** Registers a customer account through the API; answers it as a party. */
async function registerPerson(
  request: APIRequestContext,
  person: { firstName: string; lastName: string },
): Promise<Party> {
  const account = anAccount(uniqueEmail(person.lastName.toLowerCase()), person);
  const registered = await request.post('/v2/auth/register', {
    data: {
      user_type: 'CUSTOMER',
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const session = (await registered.json()) as { access_token: string; user: { id: string } };
  return {
    account,
    token: session.access_token,
    id: session.user.id,
    name: `${account.firstName} ${account.lastName}`,
  };
}

/** The invitee accepts their one pending invitation, by consent. */
async function acceptInvitation(request: APIRequestContext, member: Party): Promise<void> {
  const invitations = await request.get('/v2/business/invitations', { headers: bearer(member) });
  const [invitation] = ((await invitations.json()) as { invitations: { id: string }[] }).invitations;
  const accepted = await request.post(`/v2/business/invitations/${invitation?.id}/accept`, {
    headers: bearer(member),
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
}

/**
 * The ADMIN invites a new customer with `roles` (and a spending limit) through the API, and the invitee
 * accepts by consent; answers the member.
 */
async function inviteMember(
  request: APIRequestContext,
  admin: Party,
  businessId: string,
  person: { firstName: string; lastName: string },
  body: { roles: string[]; spending_limit?: { amount: string; currency: string } },
): Promise<Party> {
  const member = await registerPerson(request, person);
  const invited = await request.post('/v2/business/member', {
    headers: bearer(admin),
    data: { business_id: businessId, email: member.account.email, ...body },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  await acceptInvitation(request, member);
  return member;
}

test.describe('approvals', () => {
  test('a PURCHASER over their 20,000 limit waits for an APPROVER, whose approval agrees the price', async ({
    browser,
    request,
  }) => {
    // Three accounts sign in, in two browsers: slower than one page's journey.
    test.slow();
    const { owner, businessId } = await registerBusinessOwner(request);

    // The ADMIN invites the PURCHASER on the Team page: ticks Purchaser, sets a 20,000 USD limit.
    const purchaser = await registerPerson(request, { firstName: 'Pat', lastName: 'Purchaser' });
    const team = await partyPage(browser, owner, '/business/team');
    await expect(team.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await team.getByLabel('E-mail').fill(purchaser.account.email);
    await team.getByRole('checkbox', { name: /^Viewer/ }).click();
    await team.getByRole('checkbox', { name: /^Purchaser/ }).click();
    await team.getByRole('checkbox', { name: 'No limit' }).click();
    await team.getByLabel('Amount').fill('20000');
    await team.getByRole('button', { name: 'Send Invitation' }).click();
    const sent = team.getByRole('article', { name: purchaser.account.email });
    await expect(sent).toContainText('20,000.00 USD');
    await acceptInvitation(request, purchaser);
    await team.reload();
    await expect(team.getByRole('article', { name: 'Pat Purchaser' })).toContainText(
      'Spending limit: 20,000.00 USD',
    );
    const approver = await inviteMember(
      request,
      owner,
      businessId,
      { firstName: 'Bea', lastName: 'Approver' },
      { roles: ['APPROVER'] },
    );
    const seller = await registerParty(request, 'approvals-seller', 'Grace', 'Hopper');
    const title = `Pallet movers ${Date.now().toString(36)}`;
    const workflowId = await customOrder(request, purchaser, title, [seller]);
    await propose(request, seller, workflowId, '30000.00');

    // The PURCHASER accepts the 30,000 proposal in the app: above their limit, it waits.
    const buyerPage = await workflowPage(browser, purchaser, workflowId);
    await buyerPage.getByRole('button', { name: 'Accept proposal from Hopper Robotics' }).click();
    await buyerPage.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
    await expect(buyerPage.getByText('Waiting for approval').first()).toBeVisible();
    const proposals = buyerPage.getByRole('region', { name: /Proposals/ });
    await expect(proposals.getByText('Waiting for approval')).toBeVisible();
    await expect(buyerPage.getByRole('status').filter({ hasText: 'has 0 of 1 approval' })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: /^Accept proposal/ })).toHaveCount(0);

    // The APPROVER finds it from the dashboard's sidebar, in a browser context of their own, and approves.
    const approverPage = await partyPage(browser, approver, '/business/dashboard');
    await approverPage.getByRole('link', { name: 'Approvals' }).click();
    await expect(approverPage).toHaveURL('/business/approvals');
    const card = approverPage.getByRole('article', { name: title });
    await expect(card).toContainText('$30,000.00');
    await expect(card).toContainText('Accepted by Pat Purchaser');
    await expect(card).toContainText("Above the member's spending limit");
    await card.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(approverPage.getByText('Award approved', { exact: true })).toBeVisible();
    await expect(approverPage.getByRole('article', { name: title })).toHaveCount(0);

    // The award went through exactly as an accept: the price is agreed.
    await buyerPage.reload();
    await expect(buyerPage.getByText('Price agreed')).toBeVisible();
    await expect(proposals.getByText('Accepted')).toBeVisible();
  });
});
