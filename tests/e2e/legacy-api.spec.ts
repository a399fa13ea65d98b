import { closeContextsAfterEach } from '../fixtures/conversation';
import { partyPage, registerParty } from '../fixtures/deal';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// The legacy API generation beside the app (issue 29): an old integration calls the legacy paths as it always
// did (no Idempotency-Key, ISO date-times, budgets as numbers) and a seller works in the app on the same
// workflow. Every legacy answer says it is deprecated and names its v2 successor.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SLOW = { timeout: 20_000 };
const opened = closeContextsAfterEach();

test('an old integration posts an RFP, a seller answers it in the app, the integration accepts, the seller sees the deal agreed', async ({
  browser,
  request,
}) => {
  const tag = `Legacy${Date.now().toString(36)}`;
  const email = uniqueEmail('legacy-buyer');
  const registered = await request.post('/auth/register', {
    data: { email, password: 'Legacy-client-2026', role: 'customer' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect(registered.headers().deprecation).toMatch(/^@\d+$/);
  expect(registered.headers().link).toContain('</v2/auth/register>; rel="successor-version"');
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const old = { Authorization: `Bearer ${token}` };

  const workflow = await request.post('/workflows', {
    headers: old,
    data: {
      title: `Pallet movers ${tag}`,
      description: 'Two pallet movers for the cold store.',
      requestType: 'RFP',
      budgetRangeMin: 10000,
      budgetRangeMax: 50000,
      requirements: { category: 'ROBOT', quantity: 2, details: { certifications: 'CE Marking' } },
    },
  });
  expect(workflow.status(), await workflow.text()).toBe(201);
  const { id: workflowId } = (await workflow.json()) as { id: string };
  const rfp = await request.post('/rfp.CreateRFP', {
    headers: old,
    data: {
      workflowId,
      title: `Pallet movers ${tag}`,
      useCase: `Cold store logistics ${tag}`,
      description: 'Move pallets between the blast freezer and the dock.',
      industry: 'Logistics',
      status: 'SUBMITTED',
      technicalRequirements: {
        payload: 400,
        batteryLife: 10,
        certifications: ['CE Marking'],
        customSpecs: [],
      },
      budget: { min: 10000, max: 50000, currency: 'USD' },
      timeline: {
        startDate: new Date(Date.UTC(2027, 0, 4)).toISOString(),
        endDate: new Date(Date.UTC(2027, 2, 26)).toISOString(),
        milestones: [],
      },
    },
  });
  expect(rfp.status(), await rfp.text()).toBe(201);
  const { id: rfpId } = (await rfp.json()) as { id: string };

  // The seller answers in the app.
  const seller = await registerParty(request, 'legacy-seller', 'Grace', 'Northgate');
  const page = await partyPage(browser, seller, `/rfp/respond/${rfpId}`, { opened });
  await expect(page.getByRole('heading', { level: 2, name: `Cold store logistics ${tag}` })).toBeVisible(
    SLOW,
  );
  await page.getByLabel(/^Price/).fill('42000');
  await page.getByLabel('Description', { exact: true }).fill('Two AMR-1200 movers rated for -30 °C.');
  await page.getByLabel('Terms', { exact: true }).fill('Delivery in six weeks.');
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page).toHaveURL(`/workflow/${workflowId}`, SLOW);

  // The old integration lists the proposals and accepts, twice as its retry would: one award.
  const listed = await request.get(`/workflows/${workflowId}/proposals`, { headers: old });
  expect(listed.status()).toBe(200);
  const { proposals } = (await listed.json()) as { proposals: { id: string; price: string }[] };
  expect(proposals).toEqual([expect.objectContaining({ price: '42000.00' })]);
  const accept = `/workflows/${workflowId}/proposals/${proposals[0]?.id}/accept`;
  const first = await request.post(accept, { headers: old });
  expect(first.status(), await first.text()).toBe(200);
  const retried = await request.post(accept, { headers: old });
  expect(retried.status()).toBe(200);
  expect(await retried.json()).toEqual(await first.json());

  // The seller sees the deal agreed in the app.
  await page.reload();
  await expect(page.getByText('Price agreed').first()).toBeVisible(SLOW);
});

test('GET /products is the app for a browser and the legacy list for an old client', async ({
  page,
  request,
}) => {
  const seller = await registerParty(request, 'legacy-products', 'Alan', 'Southbank');
  const list = await request.get('/products?category=ROBOT&max_price=30000', {
    headers: { Authorization: `Bearer ${seller.token}`, Accept: 'application/json' },
  });
  expect(list.status()).toBe(200);
  expect(list.headers()['content-type']).toContain('application/json');
  expect(list.headers().deprecation).toMatch(/^@\d+$/);
  expect(list.headers().link).toContain('</v2/products>; rel="successor-version"');
  expect(Array.isArray(((await list.json()) as { products: unknown[] }).products)).toBe(true);

  // A person typing the address gets the app's page (signed out: sent to sign in), not JSON.
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  await expect(page.locator('body')).not.toContainText('"products"');
});
