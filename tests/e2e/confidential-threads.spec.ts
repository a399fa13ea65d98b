import type { Locator, Page } from '@playwright/test';
import { closeContextsAfterEach, composer, conversation, messageIn } from '../fixtures/conversation';
import { bearer, type Party, publishRfp, registerParty, workflowPage } from '../fixtures/deal';
import { expect, test } from './fixtures';

// Confidential deals end to end in Chromium against the real server: a buyer publishes an RFP; seller A
// declares its intent to bid from the response page and seller B proposes; each writes to the buyer and
// shares a document in its own private thread. The buyer switches between the two threads and sees each
// seller's words only in that seller's thread; neither seller ever sees the other's messages or documents.
// A message the buyer sends to all sellers reaches both. Each seller has its own browser context.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The shared two-core machine answers slowly: page loads and live events may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

const threadButton = (page: Page, seller: string): Locator =>
  conversation(page)
    .getByRole('navigation', { name: 'Conversations with sellers' })
    .getByRole('button', { name: new RegExp(seller) });
const documents = (page: Page): Locator => page.getByRole('region', { name: 'Documents' });

/** Uploads a small PDF named `name` through the workflow page's Documents section. */
async function uploadPdf(page: Page, name: string) {
  await documents(page)
    .getByLabel('Document to upload')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });
  await expect(documents(page).getByRole('link', { name: new RegExp(name.replace('.', '\\.')) })).toBeVisible(
    SLOW,
  );
}

test.describe('private threads between the buyer and each seller', () => {
  const tag = `Thr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Freezer pallet movers ${tag}`;
  const fromA = `Northgate asks about the freezer doors ${tag}`;
  const fromB = `Southbank asks about the dock height ${tag}`;
  const docA = `northgate-${tag}.pdf`;
  const docB = `southbank-${tag}.pdf`;
  const toB = `Dock height is 1.2 m ${tag}`;
  const toAll = `Site visit on Friday for everyone ${tag}`;
  let buyer: Party;
  let sellerA: Party;
  let sellerB: Party;
  let workflowId = '';
  let rfpId = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'threads-buyer', 'Ada', 'Buyer');
    sellerA = await registerParty(request, 'threads-seller-a', 'Grace', 'Northgate');
    sellerB = await registerParty(request, 'threads-seller-b', 'Alan', 'Southbank');
    ({ workflowId, rfpId } = await publishRfp(request, buyer, title));
  });

  test('seller A declares its intent to bid and writes in its own thread', async ({ browser }) => {
    const page = await workflowPage(browser, sellerA, workflowId, { opened });
    await page.goto(`/rfp/respond/${rfpId}`);
    await page.getByRole('button', { name: 'I intend to bid' }).click();
    await expect(page.getByText('You intend to bid on this RFP')).toBeVisible(SLOW);
    await page.getByRole('link', { name: 'Open the conversation with the buyer' }).click();
    await expect(page).toHaveURL(`/workflow/${workflowId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    // A seller sees its own thread only: no list of sellers, no broadcast.
    await expect(composer(page)).toBeVisible(SLOW);
    await expect(conversation(page).getByRole('navigation')).toHaveCount(0);
    await expect(conversation(page).getByRole('checkbox', { name: 'Send to all sellers' })).toHaveCount(0);
    await composer(page).fill(fromA);
    await composer(page).press('Enter');
    await expect(messageIn(page, fromA)).toBeVisible(SLOW);
    await uploadPdf(page, docA);
  });

  test('seller B proposes and writes in its own thread, seeing nothing of seller A', async ({
    browser,
    request,
  }) => {
    // Its first proposal joins it to the marketplace RFP's workflow.
    const proposed = await request.post(`/v2/workflows/${workflowId}/proposals`, {
      headers: bearer(sellerB),
      data: {
        price: '60000.00',
        description: 'Two freezer-rated movers.',
        terms: 'Net 30.',
        timeline: { startDate: '2027-01-11', endDate: '2027-03-19', milestones: [] },
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    const page = await workflowPage(browser, sellerB, workflowId, { opened });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await expect(conversation(page).getByText('No messages yet')).toBeVisible(SLOW);
    await composer(page).fill(fromB);
    await composer(page).press('Enter');
    await expect(messageIn(page, fromB)).toBeVisible(SLOW);
    await uploadPdf(page, docB);
    await expect(page.getByText(fromA)).toHaveCount(0);
    await expect(page.getByText(docA)).toHaveCount(0);
  });

  test('the buyer switches between the threads, each showing only its seller’s words and files', async ({
    browser,
  }) => {
    const page = await workflowPage(browser, buyer, workflowId, { opened });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    const a = threadButton(page, 'Northgate');
    const b = threadButton(page, 'Southbank');
    await expect(a).toBeVisible(SLOW);
    await expect(b).toBeVisible(SLOW);

    await a.click();
    await expect(a).toHaveAttribute('aria-current', 'true');
    await expect(messageIn(page, fromA)).toBeVisible(SLOW);
    await expect(documents(page).getByRole('link', { name: new RegExp(docA) })).toBeVisible(SLOW);
    await expect(conversation(page).getByText(fromB)).toHaveCount(0);
    await expect(page.getByText(docB)).toHaveCount(0);

    await b.click();
    await expect(b).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(new RegExp(`thread=${sellerB.id}`));
    await expect(messageIn(page, fromB)).toBeVisible(SLOW);
    await expect(documents(page).getByRole('link', { name: new RegExp(docB) })).toBeVisible(SLOW);
    await expect(conversation(page).getByText(fromA)).toHaveCount(0);
    await expect(page.getByText(docA)).toHaveCount(0);

    // A reply in B's thread goes to B only.
    await composer(page).fill(toB);
    await composer(page).press('Enter');
    await expect(messageIn(page, toB)).toBeVisible(SLOW);
    await a.click();
    await expect(messageIn(page, fromA)).toBeVisible(SLOW);
    await expect(conversation(page).getByText(toB)).toHaveCount(0);
  });

  test('a message to all sellers reaches both, live; neither ever sees the other’s thread', async ({
    browser,
    request,
  }) => {
    const buyerPage = await workflowPage(browser, buyer, workflowId, { opened });
    const pageA = await workflowPage(browser, sellerA, workflowId, { opened });
    const pageB = await workflowPage(browser, sellerB, workflowId, { opened });
    await expect(messageIn(pageA, fromA)).toBeVisible(SLOW);
    await expect(messageIn(pageB, toB)).toBeVisible(SLOW);
    await expect(composer(buyerPage)).toBeVisible(SLOW);

    await conversation(buyerPage).getByRole('checkbox', { name: 'Send to all sellers' }).check();
    await composer(buyerPage).fill(toAll);
    await composer(buyerPage).press('Enter');
    await expect(messageIn(pageA, toAll)).toBeVisible(SLOW);
    await expect(messageIn(pageB, toAll)).toBeVisible(SLOW);

    // Seller A: its own words and file, the broadcast; nothing of B's thread.
    for (const absent of [fromB, toB, docB]) await expect(pageA.getByText(absent)).toHaveCount(0);
    await expect(documents(pageA).getByRole('link', { name: new RegExp(docA) })).toBeVisible(SLOW);
    // Seller B: the same the other way round.
    for (const absent of [fromA, docA]) await expect(pageB.getByText(absent)).toHaveCount(0);
    await expect(documents(pageB).getByRole('link', { name: new RegExp(docB) })).toBeVisible(SLOW);

    // What the server lists to each seller says the same.
    for (const [seller, own, other] of [
      [sellerA, fromA, fromB],
      [sellerB, fromB, fromA],
    ] as const) {
      const listed = await request.get(`/v2/workflows/${workflowId}/messages`, { headers: bearer(seller) });
      expect(listed.status()).toBe(200);
      const text = await listed.text();
      expect(text).toContain(own);
      expect(text).toContain(toAll);
      expect(text).not.toContain(other);
    }
  });
});
