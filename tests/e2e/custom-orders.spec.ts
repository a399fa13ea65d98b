import { closeContextsAfterEach } from '../fixtures/conversation';
import { bearer, type Party, partyPage, registerParty } from '../fixtures/deal';
import { expect, test } from './fixtures';

// Custom orders reach their sellers (issue 25, ADR 0087): a buyer creates a CUSTOM_ORDER naming two sellers
// found by searching the seller directory; each seller finds it under Invitations and answers with a
// proposal on the workflow's page; the buyer sees both and accepts one. A seller nobody chose sees nothing.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The shared two-core machine answers slowly. */
const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

test.describe('custom orders', () => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Welding cells ${tag}`;
  let buyer: Party;
  let northgate: Party;
  let southbank: Party;
  let unchosen: Party;
  let workflowId = '';

  test.beforeAll(async ({ request }) => {
    buyer = await registerParty(request, 'order-buyer', 'Ada', `Buyer${tag}`);
    northgate = await registerParty(request, 'order-seller-a', 'Grace', `Northgate${tag}`);
    southbank = await registerParty(request, 'order-seller-b', 'Alan', `Southbank${tag}`);
    unchosen = await registerParty(request, 'order-seller-c', 'Eve', `Unchosen${tag}`);
  });

  test('the buyer names two sellers found by search', async ({ browser }) => {
    const page = await partyPage(browser, buyer, '/workflow/new', { opened });
    await page.getByRole('combobox', { name: 'Request type' }).click(SLOW);
    await page.getByRole('option', { name: 'Custom Order' }).click();
    const sellers = page.getByRole('combobox', { name: 'Sellers to invite' });
    await sellers.fill(`Northgate${tag}`);
    await page.getByRole('option', { name: new RegExp(`Northgate${tag} Robotics`) }).click(SLOW);
    await sellers.fill(`Southbank${tag}`);
    await page.getByRole('option', { name: new RegExp(`Southbank${tag} Robotics`) }).click(SLOW);
    const chosen = page.getByRole('group', { name: 'Chosen sellers' });
    await expect(chosen).toContainText(`Northgate${tag} Robotics`);
    await expect(chosen).toContainText(`Southbank${tag} Robotics`);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Two welding cells for line 2.');
    await page.getByRole('combobox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: 'Robot' }).click();
    await page.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(page).toHaveURL(/\/workflow\/[0-9a-f-]{36}$/, SLOW);
    workflowId = page.url().split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
  });

  test('each seller answers from its invitations; a seller nobody chose sees nothing', async ({
    browser,
    request,
  }) => {
    const prices: [Party, string, string][] = [
      [northgate, '/dashboard', '42000'],
      [southbank, '/workflows', '39500'],
    ];
    for (const [seller, start, price] of prices) {
      const page = await partyPage(browser, seller, start, { opened });
      const invitation = page.getByRole('link', { name: `View & respond to ${title}` });
      await invitation.click(SLOW);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
      const form = page.getByRole('region', { name: 'Send your proposal' });
      await form.getByLabel('Price (USD)').fill(price);
      await form.getByLabel('Description', { exact: true }).fill(`Cells from ${seller.name}.`);
      await form.getByLabel('Terms', { exact: true }).fill('Delivery in eight weeks.');
      await form.getByRole('button', { name: 'Submit Proposal' }).click();
      await expect(page.getByText('Proposal submitted successfully!', { exact: true })).toBeVisible(SLOW);
      await expect(page.getByRole('region', { name: 'Send your proposal' })).toHaveCount(0, SLOW);
      // Answered: no longer among its invitations.
      await page.goto('/workflows');
      await expect(page.getByRole('table', { name: 'Workflows' })).toContainText(title, SLOW);
      await expect(page.getByRole('link', { name: `View & respond to ${title}` })).toHaveCount(0);
    }
    const stranger = await request.get(`/v2/workflows/${workflowId}`, { headers: bearer(unchosen) });
    expect(stranger.status()).toBe(404);
    const invitations = await request.get('/v2/workflows?invited=pending', { headers: bearer(unchosen) });
    expect(JSON.stringify(await invitations.json())).not.toContain(workflowId);
  });

  test('the buyer sees both proposals and accepts one', async ({ browser }) => {
    const page = await partyPage(browser, buyer, `/workflow/${workflowId}`, { opened });
    const proposals = page.getByRole('region', { name: 'Proposals' });
    await expect(proposals.getByRole('listitem')).toHaveCount(2, SLOW);
    await page.getByRole('button', { name: `Accept proposal from Southbank${tag} Robotics` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
    await expect(page.getByText('Price agreed', { exact: true })).toBeVisible(SLOW);
  });
});
