import type { Page } from '@playwright/test';
import { closeContextsAfterEach } from '../fixtures/conversation';
import { type Party, partyPage, publishRfp, registerParty, workflowPage } from '../fixtures/deal';
import { expect, test } from './fixtures';

// Honest proposals end to end in Chromium against the real server: two sellers answer the same RFP with
// different warranties, payment terms, maintenance and certifications, each stated in the proposal form;
// the buyer's comparison shows what each one offered. Then one seller revises its bid and the buyer sees
// the new price with the one it replaced.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The shared two-core machine answers slowly: page loads may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

/** The certifications the RFP asks for. */
const RFP_CERTIFICATIONS = ['CE', 'UL 3100'] as const;

/** What one seller offers, typed into the proposal form's fields. */
interface Offer {
  price: string;
  warrantyYears: string;
  paymentTerms: string;
  maintenance: boolean;
  certifications: readonly (typeof RFP_CERTIFICATIONS)[number][];
}

/** Fills the proposal form of the response page with `offer` and sends it. */
async function sendProposal(page: Page, offer: Offer) {
  await page.getByLabel(/^Price/).fill(offer.price);
  await page.getByLabel('Description', { exact: true }).fill('Two freezer-rated pallet movers.');
  await page.getByLabel('Terms', { exact: true }).fill('Installation on site included.');
  await page.getByLabel('Warranty (years)').fill(offer.warrantyYears);
  await page.getByLabel('Payment terms').fill(offer.paymentTerms);
  const maintenance = page.getByRole('checkbox', { name: 'Maintenance included' });
  if ((await maintenance.isChecked()) !== offer.maintenance) await maintenance.click();
  const covered = page.getByRole('group', { name: 'Certifications covered' });
  for (const certification of RFP_CERTIFICATIONS) {
    const box = covered.getByRole('checkbox', { name: certification });
    if ((await box.isChecked()) !== offer.certifications.includes(certification)) await box.click();
  }
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Proposal submitted successfully!' }).first(),
  ).toBeVisible(SLOW);
}

/** The comparison's cell for `term` under the seller column `seller`. */
async function comparedTerm(page: Page, term: string, seller: string): Promise<string> {
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((header) => header.includes(seller));
  expect(column, `a column for ${seller} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: term, exact: true }) });
  // The row header is the first cell; the sellers' cells follow in the column headers' order.
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells[column - 1] ?? '';
}

test.describe('each seller states its own terms; the buyer compares what was offered', () => {
  const tag = `Hon${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Freezer movers ${tag}`;
  let buyer: Party;
  let sellerA: Party;
  let sellerB: Party;
  let workflowId = '';
  let rfpId = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'honest-buyer', 'Ada', 'Lovelace');
    sellerA = await registerParty(request, 'honest-seller-a', 'Grace', 'Northgate');
    sellerB = await registerParty(request, 'honest-seller-b', 'Alan', 'Southbank');
    ({ workflowId, rfpId } = await publishRfp(request, buyer, title, RFP_CERTIFICATIONS));
  });

  test('two sellers send different warranties, payment terms, maintenance and certifications', async ({
    browser,
  }) => {
    const pageA = await partyPage(browser, sellerA, `/rfp/respond/${rfpId}`, { opened });
    // The form starts from the usual terms: a 1-year warranty, Net 30, maintenance included.
    await expect(pageA.getByLabel('Warranty (years)')).toHaveValue('1', SLOW);
    await expect(pageA.getByLabel('Payment terms')).toHaveValue('Net 30');
    await sendProposal(pageA, {
      price: '42000',
      warrantyYears: '2',
      paymentTerms: 'Net 60',
      maintenance: true,
      certifications: ['CE'],
    });

    const pageB = await partyPage(browser, sellerB, `/rfp/respond/${rfpId}`, { opened });
    await expect(pageB.getByLabel('Warranty (years)')).toHaveValue('1', SLOW);
    await sendProposal(pageB, {
      price: '45000',
      warrantyYears: '3',
      paymentTerms: 'Net 45',
      maintenance: false,
      certifications: ['CE', 'UL 3100'],
    });
  });

  test("the buyer's comparison shows what each seller offered", async ({ browser }) => {
    const page = await workflowPage(browser, buyer, workflowId, { opened });
    await expect(page.getByRole('table')).toContainText('Southbank Robotics', SLOW);
    expect(await comparedTerm(page, 'Warranty', 'Northgate Robotics')).toBe('2 years');
    expect(await comparedTerm(page, 'Warranty', 'Southbank Robotics')).toBe('3 years');
    expect(await comparedTerm(page, 'Payment terms', 'Northgate Robotics')).toBe('Net 60');
    expect(await comparedTerm(page, 'Payment terms', 'Southbank Robotics')).toBe('Net 45');
    expect(await comparedTerm(page, 'Maintenance', 'Northgate Robotics')).not.toBe(
      await comparedTerm(page, 'Maintenance', 'Southbank Robotics'),
    );
  });

  test('a seller revises its bid; the buyer sees the new price and the one it replaced', async ({
    browser,
  }) => {
    const seller = await workflowPage(browser, sellerA, workflowId, { opened });
    const own = seller.getByRole('region', { name: 'Proposals' });
    await own.getByRole('link', { name: 'Revise' }).click(SLOW);
    await expect(seller).toHaveURL(new RegExp(`/rfp/respond/${rfpId}\\?revise=`));
    // The revision starts from everything the proposal offered.
    await expect(seller.getByLabel('Warranty (years)')).toHaveValue('2', SLOW);
    await expect(seller.getByLabel('Payment terms')).toHaveValue('Net 60');
    await seller.getByLabel(/^Price/).fill('39500');
    await seller.getByRole('button', { name: 'Submit Revision' }).click();
    await expect(seller.getByRole('status').filter({ hasText: 'Proposal revised' }).first()).toBeVisible(
      SLOW,
    );

    const page = await workflowPage(browser, buyer, workflowId, { opened });
    const proposals = page.getByRole('region', { name: 'Proposals' });
    const revised = proposals.getByRole('listitem').filter({ hasText: 'Northgate Robotics' }).filter({
      hasText: '$39,500.00',
    });
    await expect(revised).toContainText('Revised from $42,000.00', SLOW);
    // Only the revision can be accepted: the replaced bid is no longer pending.
    await expect(page.getByRole('button', { name: 'Accept proposal from Northgate Robotics' })).toHaveCount(
      1,
    );
    expect(await comparedTerm(page, 'Price', 'Northgate Robotics')).toBe('$39,500.00');
  });
});
