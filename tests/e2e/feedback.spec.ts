import type { Page } from '@playwright/test';
import { anAccount, chooseFromProfileMenu, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { createProductThroughApi, registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Feedback after every action (issue 8, Must show 2): a toast for each create, edit, delete and save,
// server validation errors on the field they name, failing servers that read as such with a retry, and
// (through ./fixtures) never a native browser dialog.

const SERVER_TROUBLE = 'Something went wrong on our side. Try again.';

/** A toast in the notifications region, by its text. */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
}

test.describe('feedback', () => {
  test('a seller gets a toast after creating, editing and deleting a product', async ({ page, request }) => {
    const seller = anAccount(uniqueEmail('toasts'), { firstName: 'Mary', lastName: 'Anning' });
    await registerSellerThroughApi(request, seller);
    await signIn(page, seller.email, seller.password);
    const myProducts = page.getByRole('region', { name: 'My Products' });
    const name = `Tide Pool Scout ${Date.now().toString(36)}`;

    await myProducts.getByRole('button', { name: 'Add New Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByLabel('Title').fill(name);
    await create.getByLabel('Description').fill('Fossil-hunting rover for rocky shores.');
    await create.getByLabel('Price').fill('420');
    await create.getByRole('button', { name: 'Create Product' }).click();
    await expect(toast(page, 'Product created')).toBeVisible();

    const card = myProducts.getByRole('article', { name });
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByLabel('Price').fill('450');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated')).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete product?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Product deleted')).toBeVisible();
    // The global toast auto-close (product-spec §9: 3000 ms).
    await expect(toast(page, 'Product deleted')).toBeHidden({ timeout: 6000 });
  });

  test('saving the profile and sending an invitation each confirm with a toast', async ({
    page,
    request,
  }) => {
    const seller = anAccount(uniqueEmail('profile'), { firstName: 'Ada', lastName: 'Byron' });
    await registerSellerThroughApi(request, seller);
    const invitee = anAccount(uniqueEmail('invitee'));
    await registerThroughApi(request, invitee);
    await signIn(page, seller.email, seller.password);

    await chooseFromProfileMenu(page, 'Account Settings');
    await page.getByRole('button', { name: 'Edit' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByLabel('First name').fill('Augusta');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();

    await page.getByRole('link', { name: /Business Settings/ }).click();
    const panel = page.getByRole('region', { name: 'Byron Robotics' });
    await panel.getByLabel('E-mail').fill(invitee.email);
    await panel.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page, 'Invitation sent')).toBeVisible();
  });

  test("the server's field error shows on the field it names, in words a person understands", async ({
    page,
    request,
  }) => {
    const seller = anAccount(uniqueEmail('fielderr'));
    await registerSellerThroughApi(request, seller);
    await signIn(page, seller.email, seller.password);
    // The form stops a title over 200 characters; to see the server's own answer, the request is changed
    // on its way out, as a client without the form's limits would send it.
    await page.route('**/v2/products', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, name: 'R'.repeat(10_000) }) });
    });

    await page.getByRole('button', { name: 'Add New Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Product' });
    await create.getByLabel('Title').fill('Rover');
    await create.getByLabel('Description').fill('A rover.');
    await create.getByLabel('Price').fill('10');
    await create.getByRole('button', { name: 'Create Product' }).click();

    const title = create.getByLabel('Title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Title must be at most 200 characters');
    await expect(create.getByRole('alert')).toHaveText('Title must be at most 200 characters');
    await expect(create.getByText('Request validation failed')).toHaveCount(0);
    // The form itself refuses what the contract refuses: the title takes no more than 200 characters.
    await title.fill('R'.repeat(250));
    await expect(title).toHaveValue('R'.repeat(200));
  });

  test('a failing server reads as such on the product list and page, and Try Again recovers', async ({
    page,
    request,
  }) => {
    const seller = anAccount(uniqueEmail('outage-seller'));
    const token = await registerSellerThroughApi(request, seller);
    const product = await createProductThroughApi(request, token, {
      name: `Outage Rover ${Date.now().toString(36)}`,
      description: 'Survives outages.',
      price: '99.00',
    });
    const buyer = anAccount(uniqueEmail('outage-buyer'));
    await registerThroughApi(request, buyer);
    await signIn(page, buyer.email, buyer.password);

    await page.route('**/v2/products**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'internal', message: 'Internal server error' }),
      }),
    );
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('alert')).toContainText(SERVER_TROUBLE);
    await expect(page.getByText(/Max retries exceeded|Internal server error/)).toHaveCount(0);
    await page.unroute('**/v2/products**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // No answer at all (offline): the catalogue says so, and recovers the same way.
    await page.route('**/v2/products**', (route) => route.abort('internetdisconnected'));
    await page.goto('/home');
    const list = page.getByRole('region', { name: 'Available Products' });
    await expect(list.getByRole('alert')).toContainText("We couldn't reach RoboMarket");
    await page.unroute('**/v2/products**');
    await list.getByRole('button', { name: 'Try Again' }).click();
    await expect(list.getByRole('alert')).toHaveCount(0);
  });
});
