import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { anAccount, chooseFromProfileMenu, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Team management end to end (issue 26, ADR 0092), in Chromium against the real server: an ADMIN invites a
// colleague as PURCHASER with a 20,000 limit, the colleague accepts in another browser, the ADMIN changes
// the roles, withdraws another pending invitation, and finds all of it in the audit log and its CSV.

/** A signed-in page of its own (its own cookies). */
async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  return page;
}

test('an ADMIN invites a PURCHASER with a limit, changes the roles, withdraws an invitation and reads the audit log', async ({
  browser,
  request,
}) => {
  const admin = anAccount(uniqueEmail('team-admin'), { firstName: 'Grace', lastName: 'Hopper' });
  const registered = await request.post('/v2/auth/register', {
    data: {
      user_type: 'BUSINESS',
      email: admin.email,
      password: admin.password,
      first_name: admin.firstName,
      last_name: admin.lastName,
      company_name: 'Meridian Automation',
      business_type: 'parent_company',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const colleague = anAccount(uniqueEmail('team-buyer'), { firstName: 'Ada', lastName: 'Lovelace' });
  await registerThroughApi(request, colleague);
  const other = uniqueEmail('team-other');

  const team = await signIn(browser, admin.email, admin.password);
  await team.goto('/business/team');
  await expect(team.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(team.getByRole('article', { name: 'Grace Hopper (you)' })).toBeVisible();

  // The colleague as PURCHASER with a 20,000 USD limit.
  await team.getByLabel('E-mail').fill(colleague.email);
  await team.getByRole('checkbox', { name: /^Viewer/ }).click();
  await team.getByRole('checkbox', { name: /^Purchaser/ }).click();
  await team.getByRole('checkbox', { name: 'No limit' }).click();
  await team.getByLabel('Amount').fill('20000');
  await team.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(team.getByRole('article', { name: colleague.email })).toBeVisible();
  await expect(team.getByRole('article', { name: colleague.email })).toContainText('20,000.00 USD');

  // A second invitation, which the ADMIN withdraws later.
  await team.getByLabel('E-mail').fill(other);
  await team.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(team.getByRole('article', { name: other })).toBeVisible();

  // The colleague accepts in another browser.
  const buyer = await signIn(browser, colleague.email, colleague.password);
  await chooseFromProfileMenu(buyer, 'Account Settings');
  const invitation = buyer.getByRole('article', { name: 'Meridian Automation' });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(buyer.getByText('No pending invitations')).toBeVisible();

  // The ADMIN sees the new member with their role and limit, and adds APPROVER.
  await team.reload();
  const member = team.getByRole('article', { name: 'Ada Lovelace' });
  await expect(member).toContainText('Purchaser');
  await expect(member).toContainText('Spending limit: 20,000.00 USD');
  await team.getByRole('button', { name: 'Edit roles of Ada Lovelace' }).click();
  const roles = team.getByRole('dialog', { name: 'Roles of Ada Lovelace' });
  await roles.getByRole('checkbox', { name: /^Approver/ }).click();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles).toHaveCount(0);
  await expect(member).toContainText('Approver');

  await team.getByRole('button', { name: `Withdraw the invitation to ${other}` }).click();
  await team.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(team.getByRole('article', { name: other })).toHaveCount(0);
  await expect(team.getByRole('article', { name: colleague.email })).toHaveCount(0);

  // The audit log says who did what.
  await team.goto('/business/settings/audit');
  const log = team.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row', { name: /Roles changed/ })).toContainText('Grace Hopper');
  await expect(log.getByRole('row', { name: /Invitation accepted/ })).toContainText('Ada Lovelace');
  await expect(log.getByRole('row', { name: /Invitation withdrawn/ })).toContainText(other);
  await expect(log.getByRole('row', { name: /Invitation sent/ })).toHaveCount(2);

  await team.getByRole('combobox', { name: 'Who' }).click();
  await team.getByRole('option', { name: 'Ada Lovelace' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row', { name: /Invitation accepted/ })).toBeVisible();
  await team.getByRole('button', { name: 'Clear filters' }).click();

  const download = team.waitForEvent('download');
  await team.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('time,action,actor_name,actor_email,subject_type,subject_id,details');
  for (const action of ['invitation.sent', 'invitation.accepted', 'member.updated', 'invitation.withdrawn']) {
    expect(csv).toContain(`,${action},`);
  }
  expect(lines.find((line) => line.includes(',member.updated,'))).toContain(admin.email);
});
