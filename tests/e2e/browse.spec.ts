import { anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { createProductThroughApi, registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Catalogue search and browsing (issue 11 §1, §3, §4, §7) in Chromium against the real server and database:
// the header search, /browse with filters in the address, the seller's products, and the browsing pages.

test.describe('browse', () => {
  test('a buyer searches from the header, narrows the results, follows the seller, and browses every page', async ({
    page,
    request,
  }) => {
    // A word no other run has used (letters only, so the search reads it as one word).
    const tag = `quokka${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const sellerAccount = anAccount(uniqueEmail('seller'), { firstName: 'Ada', lastName: `Byron${tag}` });
    const token = await registerSellerThroughApi(request, sellerAccount);
    const sellerName = `Byron${tag} Robotics`;
    const arm = await createProductThroughApi(request, token, {
      name: `${tag} Gripper Arm`,
      description: 'Six-axis arm with a soft gripper.',
      price: '5000.00',
      compare_at_price: '6000.00',
      category: 'ROBOT',
      condition: 'NEW',
    });
    const welder = await createProductThroughApi(request, token, {
      name: `${tag} Welder`,
      description: 'Spot welding robot, lightly used.',
      price: '9000.00',
      category: 'ROBOT',
      condition: 'USED',
    });
    const servo = await createProductThroughApi(request, token, {
      name: `${tag} Servo`,
      description: 'Replacement servo for the arm.',
      price: '300.00',
      category: 'PART',
      condition: 'NEW',
    });

    const buyer = anAccount(uniqueEmail('buyer'), { firstName: 'Grace', lastName: 'Hopper' });
    await registerThroughApi(request, buyer);
    await page.goto('/login');
    await submitSignIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL('/home');

    // The secondary navigation leads to a page with the header search.
    const marketplace = page.getByRole('navigation', { name: 'Marketplace' });
    await marketplace.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL('/categories');
    await expect(marketplace.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The header search: a category, the words, Enter.
    const search = page.getByRole('search', { name: 'Search the marketplace' });
    await search.getByRole('combobox', { name: 'Search category' }).click();
    await page.getByRole('option', { name: 'Robots' }).click();
    await expect(search.getByRole('searchbox', { name: 'Search query' })).toHaveAttribute(
      'placeholder',
      'Search in Robots...',
    );
    await search.getByRole('searchbox', { name: 'Search query' }).fill(tag);
    await search.getByRole('searchbox', { name: 'Search query' }).press('Enter');
    await expect(page).toHaveURL(`/browse?q=${tag}&category=robots`);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${tag}”` })).toBeVisible();
    const results = page.getByRole('region', { name: `Results for “${tag}”` });
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(results.getByRole('article', { name: servo.name })).toHaveCount(0);
    // The sale shows on the card.
    const armCard = results.getByRole('article', { name: arm.name });
    await expect(armCard.getByText('Save $1,000.00 (16%)')).toBeVisible();

    // Sort, then filter: each goes into the address.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(`/browse?q=${tag}&category=robots&sort=price_desc`);
    await expect(results.getByRole('article').first()).toHaveAccessibleName(welder.name);
    await page.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Used' }).click();
    await expect(page).toHaveURL(`/browse?q=${tag}&category=robots&condition=USED&sort=price_desc`);
    await expect(results.getByRole('article')).toHaveCount(1);

    // A reload keeps the search, the filter and the order.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveText('Used');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price: high to low');
    await expect(search.getByRole('searchbox', { name: 'Search query' })).toHaveValue(tag);
    const welderCard = results.getByRole('article', { name: welder.name });
    await expect(welderCard).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(1);

    // The seller's name leads to all their products.
    await welderCard.getByRole('link', { name: sellerName }).click();
    await expect(page).toHaveURL(`/browse?seller=${welder.seller_id}`);
    const sellerProducts = page.getByRole('region', { name: `Products from ${sellerName}` });
    await expect(sellerProducts.getByRole('article')).toHaveCount(3);

    // Open a product.
    await sellerProducts.getByRole('link', { name: arm.name }).click();
    await expect(page).toHaveURL(`/product/${arm.id}`);
    await expect(page.getByRole('heading', { level: 1, name: arm.name })).toBeVisible();

    // /categories → a category.
    await marketplace.getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('link', { name: 'Parts' }).click();
    await expect(page).toHaveURL('/browse?category=parts');
    await expect(page.getByRole('article', { name: servo.name })).toBeVisible();
    await expect(page.getByRole('article', { name: arm.name })).toHaveCount(0);

    // Deals: products on sale, the biggest saving first.
    await marketplace.getByRole('link', { name: 'Deals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(page.getByRole('article', { name: arm.name })).toBeVisible();
    await expect(page.getByRole('article', { name: welder.name })).toHaveCount(0);

    // Trending: the product the buyer opened has a view.
    await marketplace.getByRole('link', { name: 'Trending' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
    await expect(page.getByRole('article', { name: arm.name })).toBeVisible();

    // New: listed in the last 30 days, newest first.
    await marketplace.getByRole('link', { name: 'New' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New in the last 30 days' })).toBeVisible();
    await expect(page.getByRole('article', { name: servo.name })).toBeVisible();

    // Sell: a buyer is invited to register a business.
    await marketplace.getByRole('link', { name: 'Sell Robot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sell on RoboMarket' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Selling needs a business account' })).toBeVisible();
    await expect(marketplace.getByRole('link', { name: 'Sell Robot' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a seller sees Add New Product and their listings on /sell; a guest browses without signing in', async ({
    page,
    request,
  }) => {
    const seller = anAccount(uniqueEmail('seller'), { firstName: 'Hedy', lastName: 'Lamarr' });
    const token = await registerSellerThroughApi(request, seller);
    const product = await createProductThroughApi(request, token, {
      name: `Lamarr Rover ${Date.now().toString(36)}`,
      description: 'Frequency-hopping scout.',
      price: '750.00',
    });

    // The catalogue is public (ADR 0103): a guest's search shows the results.
    await page.goto(`/browse?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('article', { name: product.name })).toBeVisible();

    await page.goto('/login');
    await submitSignIn(page, seller.email, seller.password);
    await expect(page).toHaveURL('/home');
    await page
      .getByRole('navigation', { name: 'Marketplace' })
      .getByRole('link', { name: 'Sell Robot' })
      .click();
    await expect(page.getByRole('link', { name: 'Add New Product' })).toHaveAttribute(
      'href',
      '/business/products',
    );
    await expect(
      page.getByRole('region', { name: 'Your latest listings' }).getByRole('article', { name: product.name }),
    ).toBeVisible();
  });
});
