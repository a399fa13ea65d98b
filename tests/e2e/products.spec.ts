import { anAccount, chooseFromProfileMenu, fillRegistration, headerOf } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import {
  createProductThroughApi,
  getProductAsBrowser,
  productIdOf,
  registerSellerThroughApi,
} from '../fixtures/products';
import { expect, test } from './fixtures';

// The catalogue end to end (product-spec §2 Home screen, Product list, My Products, Product display; §5;
// §8), in Chromium against the real server and database.

/** A product name no other run has used, so a journey finds exactly its own product. */
function uniqueProductName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test.describe('products', () => {
  test('a new parent company lists a product, edits its price and deletes it from the home screen', async ({
    page,
    context,
  }) => {
    const account = anAccount(uniqueEmail('seller'), { firstName: 'Hedy', lastName: 'Lamarr' });
    const name = uniqueProductName('Frequency Hopping Rover');

    await page.goto('/register');
    const register = page.getByRole('dialog');
    await register.getByRole('radio', { name: /Business/ }).click();
    await register.getByRole('button', { name: 'Continue' }).click();
    await register.getByLabel('Company Name').fill(`Lamarr Robotics ${Date.now()}`);
    await register.getByRole('combobox', { name: 'Business Type' }).click();
    await page.getByRole('option', { name: 'Parent Company' }).click();
    await fillRegistration(register, account);

    await expect(page).toHaveURL('/home');
    const myProducts = page.getByRole('region', { name: 'My Products' });
    await expect(myProducts.getByText('No products yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Available Products' })).toHaveCount(0);

    // Create: the price is typed the way people type it and stored with two decimals.
    await myProducts.getByRole('button', { name: 'Add New Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByLabel('Title').fill(name);
    await create.getByLabel('Description').fill('Spread-spectrum scout for warehouse inventory rounds.');
    await create.getByLabel('Price').fill('1250.5');
    await create.getByRole('button', { name: 'Create Product' }).click();
    await expect(create).toBeHidden();

    const card = myProducts.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('$1,250.50')).toBeVisible();
    const id = productIdOf(await card.getByRole('link', { name }).getAttribute('href'));
    expect((await getProductAsBrowser(context, id)).price).toBe('1250.50');

    // Edit the price.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Title')).toHaveValue(name);
    await edit.getByLabel('Price').fill('1300');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText('$1,300.00')).toBeVisible();
    expect((await getProductAsBrowser(context, id)).price).toBe('1300.00');

    // The same screen is the business products page.
    await page.goto('/business/products/catalog');
    await expect(
      page.getByRole('region', { name: 'My Products' }).getByRole('article', { name }),
    ).toBeVisible();
    await page.goto('/home');

    // Delete, after the confirmation.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(myProducts.getByText('No products yet')).toBeVisible();
    await expect(myProducts.getByRole('article')).toHaveCount(0);
  });

  test("a new customer finds a seller's product in Available Products and opens its page", async ({
    page,
    request,
  }) => {
    const seller = anAccount(uniqueEmail('maker'), { firstName: 'Ada', lastName: 'Byron' });
    const name = uniqueProductName('Analytical Sorting Arm');
    const token = await registerSellerThroughApi(request, seller);
    const product = await createProductThroughApi(request, token, {
      name,
      description: 'Sorts punched cards at a steady 60 a minute.',
      price: '1250.50',
      category: 'ROBOT',
      condition: 'REFURBISHED',
      specifications: { Payload: '2 kg', Reach: '850 mm' },
    });

    const customer = anAccount(uniqueEmail('buyer'), { firstName: 'Charles', lastName: 'Babbage' });
    await page.goto('/');
    await headerOf(page).getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog');
    await register.getByRole('radio', { name: /Customer/ }).click();
    await register.getByRole('button', { name: 'Continue' }).click();
    await fillRegistration(register, customer);

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Charles' })).toBeVisible();
    const catalogue = page.getByRole('region', { name: 'Available Products' });
    // Newest first: the product just listed leads the first page.
    const card = catalogue.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('$1,250.50')).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Products' })).toHaveCount(0);

    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('$1,250.50')).toBeVisible();
    await expect(main.getByText('Refurbished')).toBeVisible();
    await expect(main.getByText('Sorts punched cards at a steady 60 a minute.')).toBeVisible();
    const specifications = main.getByRole('region', { name: 'Specifications' });
    await expect(specifications.getByText('Payload')).toBeVisible();
    await expect(specifications.getByText('2 kg')).toBeVisible();
    await expect(specifications.getByText('850 mm')).toBeVisible();

    // The page survives a reload (a direct visit), and a missing product says so.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Product not found')).toBeVisible();

    await chooseFromProfileMenu(page, 'Sign Out');
    await expect(page).toHaveURL('/');
  });
});
