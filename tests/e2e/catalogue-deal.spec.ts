import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// The catalogue's whole deal (issue 11 §8) in Chromium against the real server and database: a seller lists a
// product with an image; a buyer finds it through the header search, opens it and makes an offer; the seller
// counters; the buyer accepts; the buyer's dashboard shows the DIRECT_ORDER workflow at PRICE_AGREED.

const images = join(import.meta.dirname, '../fixtures/images');

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('a product listed with an image is found, offered on, countered and accepted into an order', async ({
  browser,
  request,
}) => {
  // A word no other run has used, letters only, so the search reads it as one word.
  const tag = `wombat${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const sellerAccount = anAccount(uniqueEmail('deal-seller'), { firstName: 'Lin', lastName: 'Seller' });
  await registerSellerThroughApi(request, sellerAccount);
  const buyerAccount = anAccount(uniqueEmail('deal-buyer'), { firstName: 'Bo', lastName: 'Buyer' });
  await registerThroughApi(request, buyerAccount);
  const name = `${tag} Palletising Robot`;

  // The seller lists the product with a picture.
  const seller = await signedIn(browser, sellerAccount.email, sellerAccount.password);
  await seller.goto('/business/products');
  const myProducts = seller.getByRole('region', { name: 'My Products' });
  await myProducts.getByRole('button', { name: 'Add New Product' }).click();
  const form = seller.getByRole('dialog', { name: 'Create New Product' });
  await form.getByLabel('Title').fill(name);
  await form.getByLabel('Description').fill('Four-axis palletiser for end-of-line cases up to 40 kg.');
  await form.getByLabel('Price').fill('42000');
  await form.getByLabel('Choose images').setInputFiles(join(images, 'robot-arm.png'));
  await expect(form.getByRole('img', { name: 'Image 1: robot-arm.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form).toBeHidden();
  await expect(myProducts.getByRole('article', { name }).getByRole('img', { name })).toBeVisible();

  // The buyer finds it through the header search and opens it.
  const buyer = await signedIn(browser, buyerAccount.email, buyerAccount.password);
  await buyer.goto('/categories');
  const search = buyer.getByRole('search', { name: 'Search the marketplace' });
  await search.getByRole('combobox', { name: 'Search category' }).click();
  await buyer.getByRole('option', { name: 'Robots' }).click();
  await search.getByRole('searchbox', { name: 'Search query' }).fill(tag);
  await search.getByRole('searchbox', { name: 'Search query' }).press('Enter');
  await expect(buyer).toHaveURL(`/browse?q=${tag}&category=robots`);
  const card = buyer.getByRole('article', { name });
  await expect(card.getByRole('img', { name })).toBeVisible();
  await expect(card).toContainText('Sold by');
  await card.getByRole('link', { name }).click();
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();

  // An offer below the price.
  await buyer.getByRole('button', { name: 'Make an Offer' }).click();
  const offer = buyer.getByRole('dialog', { name: 'Make an Offer' });
  await offer.getByLabel('Your price per unit').fill('38000');
  await offer.getByRole('button', { name: 'Send Offer' }).click();
  await expect(toast(buyer, 'Offer sent')).toBeVisible();
  const panel = buyer.getByRole('region', { name: 'Your offer' });
  await expect(panel).toContainText('Pending');

  // The seller counters.
  await seller.goto(buyer.url());
  const row = seller
    .getByRole('region', { name: 'Offers on this product' })
    .getByRole('listitem')
    .filter({ hasText: 'Bo Buyer' });
  await expect(row).toContainText('$38,000.00');
  await row.getByRole('button', { name: 'Counter offer from Bo Buyer' }).click();
  await row.getByLabel('Counter price per unit').fill('40000');
  await row.getByRole('button', { name: 'Send Counter' }).click();
  await expect(toast(seller, 'Counter sent')).toBeVisible();

  // The buyer accepts the counter: the order exists.
  await buyer.reload();
  await expect(panel).toContainText('$40,000.00');
  await panel.getByRole('button', { name: 'Accept Counter' }).click();
  await buyer
    .getByRole('alertdialog', { name: "Accept the seller's counter?" })
    .getByRole('button', { name: 'Accept Counter' })
    .click();
  await expect(toast(buyer, 'Offer accepted')).toBeVisible();
  const order = panel.getByRole('link', { name: 'View order' });
  await expect(order).toHaveAttribute('href', /^\/workflow\/[0-9a-f-]{36}$/);
  const orderPath = (await order.getAttribute('href')) ?? '';

  // The buyer's dashboard lists it at PRICE_AGREED; its page says Direct Order at the countered price.
  await buyer.goto('/dashboard');
  const orderRow = buyer
    .getByRole('region', { name: 'Active Workflows' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(orderRow).toContainText('Review final price');
  await orderRow.getByRole('link', { name }).click();
  await expect(buyer).toHaveURL(orderPath);
  await expect(buyer.getByText('Price agreed')).toBeVisible();
  const overview = buyer.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText('Direct Order');
  await expect(overview).toContainText('$40,000.00');

  await seller.context().close();
  await buyer.context().close();
});
