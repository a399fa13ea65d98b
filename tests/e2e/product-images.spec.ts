import { join } from 'node:path';
import { anAccount, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Product images end to end (issue 11: a seller adds a product with an image), in Chromium against the
// real server, database and images folder.

const images = join(import.meta.dirname, '../fixtures/images');

test.describe('product images', () => {
  test('a seller adds a product with an image, sees it on My Products and in the gallery, and reprices it', async ({
    page,
    request,
  }) => {
    const account = anAccount(uniqueEmail('imaging'), { firstName: 'Grace', lastName: 'Hopper' });
    await registerSellerThroughApi(request, account);
    const name = `Imaged Welding Arm ${Date.now().toString(36)}`;

    await page.goto('/login');
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL('/home');
    await page.goto('/business/products');
    const myProducts = page.getByRole('region', { name: 'My Products' });
    await expect(myProducts.getByText('No products yet')).toBeVisible();

    await myProducts.getByRole('button', { name: 'Add New Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByLabel('Title').fill(name);
    await create.getByLabel('Description').fill('Six-axis arm for spot welding cells.');
    await create.getByLabel('Price').fill('18500');

    // An HTML page named .png is refused before anything is sent, in words.
    await create.getByLabel('Choose images').setInputFiles(join(images, 'brochure.png'));
    await expect(create.getByRole('alert')).toHaveText(
      'brochure.png is not a PNG, JPEG or WebP image: its content does not match its type.',
    );
    await expect(create.getByRole('img', { name: /brochure/ })).toHaveCount(0);

    // A real PNG: previewed as the cover, uploaded once the product is created.
    await create.getByLabel('Choose images').setInputFiles(join(images, 'robot-arm.png'));
    await expect(create.getByRole('img', { name: 'Image 1: robot-arm.png' })).toBeVisible();
    await expect(create.getByText('Cover', { exact: true })).toBeVisible();
    await create.getByRole('button', { name: 'Create Product' }).click();
    await expect(create).toBeHidden();

    const card = myProducts.getByRole('article', { name });
    const cardImage = card.getByRole('img', { name });
    await expect(cardImage).toBeVisible();
    const src = await cardImage.getAttribute('src');
    expect(src).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    expect(await cardImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
    const served = await request.get(src ?? '');
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // The product page shows it in its gallery.
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator(`main img[src="${src}"]`).first()).toBeVisible();

    // Inventory: the product with its image and one image counted.
    await page.goto('/business/products/inventory');
    const inventory = page.getByRole('table', { name: 'Inventory' });
    const row = inventory.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', src ?? '');
    await expect(row.getByRole('cell').last()).toHaveText('1');
    await page.getByRole('combobox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: 'Software' }).click();
    await expect(inventory.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    // Pricing: a refused price on its row, then a new price saved and shown on the product page.
    await page.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/business/products/pricing');
    const price = page.getByRole('textbox', { name: `Price of ${name}` });
    await price.fill('0');
    await page.getByRole('button', { name: `Save price of ${name}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid price greater than 0');
    await price.fill('17250.5');
    await page.getByRole('button', { name: `Save price of ${name}` }).click();
    await expect(page.getByText('Saved')).toBeVisible();

    await page.goto('/business/products/catalog');
    await page.getByRole('region', { name: 'My Products' }).getByRole('link', { name }).click();
    await expect(page.getByText('$17,250.50')).toBeVisible();
  });
});
