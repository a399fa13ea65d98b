import { closeContextsAfterEach } from '../fixtures/conversation';
import { bearer, customOrder, type Party, partyPage, registerParty } from '../fixtures/deal';
import { expect, test } from './fixtures';

// The Workflows page (issue 25): every deal of the user, active and finished, reached from the primary
// navigation, with filters by status and request type kept in the address.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SLOW = { timeout: 20_000 };

const opened = closeContextsAfterEach();

test('lists active and finished workflows and filters them', async ({ browser, request }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const buyer: Party = await registerParty(request, 'list-buyer', 'Ada', `Lister${tag}`);
  const seller: Party = await registerParty(request, 'list-seller', 'Grace', `Maker${tag}`);
  const active = `Active order ${tag}`;
  const finished = `Cancelled order ${tag}`;
  await customOrder(request, buyer, active, [seller]);
  const cancelled = await customOrder(request, buyer, finished, [seller]);
  const deleted = await request.delete(`/v2/workflows/${cancelled}`, { headers: bearer(buyer) });
  expect(deleted.status()).toBe(204);

  const page = await partyPage(browser, buyer, '/dashboard', { opened });
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Workflows' })
    .click(SLOW);
  await expect(page).toHaveURL('/workflows', SLOW);
  const table = page.getByRole('table', { name: 'Workflows' });
  await expect(table).toContainText(active, SLOW);
  await expect(table).toContainText(finished);

  await page.getByRole('checkbox', { name: 'Order cancelled' }).check();
  await expect(page).toHaveURL('/workflows?status=ORDER_CANCELLED', SLOW);
  await expect(table).not.toContainText(active, SLOW);
  await expect(table).toContainText(finished);

  await page.getByRole('combobox', { name: 'Request type' }).click();
  await page.getByRole('option', { name: 'RFP' }).click();
  await expect(page.getByText('No workflows match these filters')).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/workflows', SLOW);
  await expect(table).toContainText(active, SLOW);
  await expect(table).toContainText(finished);

  // The address keeps the filters: opening it again shows the same list.
  await page.goto('/workflows?status=ORDER_CANCELLED&type=CUSTOM_ORDER');
  await expect(table).toContainText(finished, SLOW);
  await expect(table).not.toContainText(active);
});
