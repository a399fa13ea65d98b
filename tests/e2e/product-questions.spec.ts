import type { Browser, Page } from '@playwright/test';
import { chooseFromProfileMenu, submitSignIn } from '../fixtures/accounts';
import { closeContextsAfterEach } from '../fixtures/conversation';
import { type Party, registerParty } from '../fixtures/deal';
import { type ApiProduct, createProductThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Questions before an offer (issue 25, ADR 0088) in Chromium against the real server: a buyer asks the
// seller about a product with Contact Seller, the seller finds the question under Messages in another
// browser and answers, the buyer reads the answer and makes an offer from the conversation, and the seller
// sees the offer there and accepts it. Conversations are polled: each step waits for what it expects to see.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The shared two-core machine answers slowly, and a conversation is polled every few seconds. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

/** A new browser context (its own cookies) signed in as `party`. */
async function signedIn(browser: Browser, party: Party): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await submitSignIn(page, party.account.email, party.account.password);
  await expect(page).toHaveURL('/home', SLOW);
  return page;
}

/** One message in the conversation's log, by a piece of its text. */
const messageIn = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

/** The conversation's offers. */
const offersIn = (page: Page) => page.getByRole('region', { name: 'Offers in this conversation' });

test.describe('questions before an offer', () => {
  const tag = `Ask${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let buyer: Party;
  let seller: Party;
  let product: ApiProduct;

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'ask-buyer', 'Quinn', 'Asker');
    seller = await registerParty(request, 'ask-seller', 'Sol', 'Answerer');
    product = await createProductThroughApi(request, seller.token, {
      name: `Palletising arm ${tag}`,
      description: 'A four-axis palletising arm.',
      price: '30000.00',
      category: 'ROBOT',
    });
  });

  test('a buyer asks from the product page, the seller answers, the buyer offers from the conversation', async ({
    browser,
  }) => {
    // The buyer asks from the product page.
    const buyerPage = await signedIn(browser, buyer);
    await buyerPage.goto(`/product/${product.id}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: product.name })).toBeVisible(SLOW);
    await buyerPage.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/, SLOW);
    await expect(buyerPage.getByRole('heading', { level: 1, name: product.name })).toBeVisible(SLOW);
    await expect(buyerPage.getByText(`Seller: ${seller.name}`)).toBeVisible();
    const question = `Is it rated for 40 kg cartons? ${tag}`;
    await buyerPage.getByRole('textbox', { name: 'Message' }).fill(question);
    await buyerPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(messageIn(buyerPage, question)).toBeVisible(SLOW);

    // The seller finds it under Messages and answers.
    const sellerPage = await signedIn(browser, seller);
    await chooseFromProfileMenu(sellerPage, 'Messages');
    await expect(sellerPage).toHaveURL('/messages', SLOW);
    const entry = sellerPage.getByRole('listitem').filter({ hasText: product.name });
    await expect(entry.getByText(`Buyer: ${buyer.name}`)).toBeVisible(SLOW);
    await expect(entry.getByText('1 unread message')).toBeAttached();
    await entry.getByRole('link', { name: product.name }).click();
    await expect(messageIn(sellerPage, question)).toBeVisible(SLOW);
    await expect(sellerPage.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
    const answer = `Yes, up to 45 kg at full reach. ${tag}`;
    await sellerPage.getByRole('textbox', { name: 'Message' }).fill(answer);
    await sellerPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(messageIn(sellerPage, answer)).toBeVisible(SLOW);

    // The buyer reads the answer without reloading, and makes an offer in one step.
    await expect(messageIn(buyerPage, answer)).toBeVisible(SLOW);
    await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your price per unit').fill('28000');
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expect(offersIn(buyerPage).getByText('Pending')).toBeVisible(SLOW);
    await expect(
      offersIn(buyerPage).getByText('2 × $28,000.00 = $56,000.00', { exact: false }),
    ).toBeVisible();

    // The seller sees the offer in the conversation and accepts it there.
    const offer = offersIn(sellerPage);
    await expect(offer.getByText('Pending')).toBeVisible(SLOW);
    // An offer names the buyer by its business (registerParty names it after the last name).
    await offer.getByRole('button', { name: 'Accept offer from Asker Robotics' }).click();
    const confirm = sellerPage.getByRole('alertdialog', { name: 'Accept this offer?' });
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(offersIn(sellerPage).getByText('Accepted')).toBeVisible(SLOW);
    await expect(offersIn(buyerPage).getByText('Accepted')).toBeVisible(SLOW);
  });
});
