import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/emails';
import { type PartnerSite, startPartnerSite } from '../fixtures/partner-site';
import { expect, test } from './fixtures';

// The RFP feed (<robomarket-rfp-feed>) on a partner page served from another origin than RoboMarket's: it
// loads widgets.js from the product, reads the marketplace from the real server across origins without
// credentials, and links each RFP to its response page on RoboMarket.

const fixture = join(import.meta.dirname, '..', 'fixtures', 'partner-rfp-feed');
const port = Number(process.env.E2E_PORT ?? 8788);
/** The contract's Rfp, field by field: nothing else (no buyer identity) may reach a partner page. */
const RFP_KEYS = [
  'bidDeadline',
  'budget',
  'createdAt',
  'description',
  'id',
  'industry',
  'status',
  'technicalRequirements',
  'timeline',
  'title',
  'updatedAt',
  'useCase',
  'workflowId',
];

let app: string;
let partner: PartnerSite;
let offline: PartnerSite;

test.beforeAll(async ({ baseURL }) => {
  app = new URL(baseURL ?? '').origin;
  const page = (apiBase: string) => (html: string) =>
    html.replaceAll('ROBOMARKET_ORIGIN', app).replaceAll('FEED_API_BASE', apiBase);
  // The partner sites on ports of this run's own range (E2E_PORT + 1, + 2); nothing listens on E2E_PORT + 9.
  partner = await startPartnerSite({
    root: fixture,
    index: 'index.html',
    rewrite: page(app),
    port: port + 1,
  });
  offline = await startPartnerSite({
    root: fixture,
    index: 'index.html',
    rewrite: page(`http://127.0.0.1:${port + 9}`),
    port: port + 2,
  });
});

test.afterAll(async () => {
  await partner?.close();
  await offline?.close();
});

type PublicRfp = { id: string; useCase: string; title: string; status: string; industry: string };

/** GET /v2/rfps as a partner page's visitor asks it: no token, no cookies. */
async function marketplace(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get('/v2/rfps', { params: query, headers: { cookie: '' } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { rfps: PublicRfp[] };
  return { text: JSON.stringify(body), rfps: body.rfps };
}

/** The headings of the feed's cards, in order. */
async function cardHeadings(page: Page) {
  const list = page.locator('robomarket-rfp-feed').getByRole('list', { name: 'Open requests for proposals' });
  await expect(list).toBeVisible();
  return list.getByRole('heading', { level: 3 }).allTextContents();
}

/** A buyer with a company, and an RFP workflow whose RFP is created as `status`. */
async function postRfp(
  request: APIRequestContext,
  buyer: { email: string; first: string; last: string; company: string },
  rfp: { useCase: string; industry: string; status: 'SUBMITTED' | 'DRAFT' },
) {
  let token: string;
  const registered = await request.post('/v2/auth/register', {
    data: {
      user_type: 'BUSINESS',
      email: buyer.email,
      password: 'Robots-walk-1234',
      first_name: buyer.first,
      last_name: buyer.last,
      company_name: buyer.company,
      business_type: 'parent_company',
    },
  });
  if (registered.status() === 201) {
    token = ((await registered.json()) as { access_token: string }).access_token;
  } else {
    const login = await request.post('/v2/auth/login', {
      data: { email: buyer.email, password: 'Robots-walk-1234' },
    });
    expect(login.status(), await login.text()).toBe(200);
    token = ((await login.json()) as { access_token: string }).access_token;
  }
  const headers = { authorization: `Bearer ${token}` };
  const workflow = await request.post('/v2/workflows', {
    headers,
    data: {
      title: rfp.useCase,
      description: `${rfp.useCase} for our plant`,
      requestType: 'RFP',
      requirements: { category: 'Robots', quantity: 2 },
    },
  });
  expect(workflow.status(), await workflow.text()).toBe(201);
  const { id: workflowId } = (await workflow.json()) as { id: string };
  const created = await request.post('/v2/rfps', {
    headers,
    data: {
      workflowId,
      title: rfp.useCase,
      useCase: rfp.useCase,
      description: `${rfp.useCase}: two robots moving frozen pallets between the blast freezer and the dock.`,
      industry: rfp.industry,
      status: rfp.status,
      technicalRequirements: { payload: 400, batteryLife: 10, certifications: [], customSpecs: [] },
      budget: { min: '30000.00', max: '90000.00', currency: 'USD' },
      timeline: { startDate: '2027-01-04', endDate: '2027-03-26', milestones: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('the RFP feed on a partner page on another origin', () => {
  test("lists the marketplace's open RFPs from RoboMarket, each linking to its response page", async ({
    page,
    request,
    context,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // What a visitor without credentials may read: the demo RFPs the server seeds, open ones only.
    // The server answers health before it has seeded them, so wait for them.
    await expect
      .poll(async () => (await marketplace(request, { limit: '5' })).rfps.length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const { rfps } = await marketplace(request, { limit: '5' });
    for (const rfp of rfps) {
      expect(Object.keys(rfp).sort()).toEqual(RFP_KEYS);
      expect(['SUBMITTED', 'UNDER_REVIEW']).toContain(rfp.status);
    }

    const answer = page.waitForResponse((response) => response.url().startsWith(`${app}/v2/rfps?`));
    await page.goto(partner.origin);
    const feedCall = await answer;
    expect(new URL(feedCall.url()).searchParams.get('limit')).toBe('5');
    expect(await feedCall.request().headerValue('origin')).toBe(partner.origin);
    expect(await feedCall.request().headerValue('authorization')).toBeNull();
    expect(feedCall.headers()['access-control-allow-origin']).toBeTruthy();

    // The same RFPs, newest first, by use case (or title).
    expect(await cardHeadings(page)).toEqual(rfps.map((rfp) => rfp.useCase.trim() || rfp.title));
    const feed = page.locator('robomarket-rfp-feed');
    const first = rfps[0] as PublicRfp;
    const link = feed.getByRole('link', { name: /View Details & Respond/ }).first();
    await expect(link).toHaveAttribute('href', `${app}/rfp/respond/${first.id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');

    // It opens RoboMarket's response page in a new tab; the partner's page stays.
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(`${app}/rfp/respond/${first.id}`);
    expect(new URL(page.url()).origin).toBe(partner.origin);
    await tab.close();
    expect(problems).toEqual([]);
  });

  test('filters by industry, keeps to open RFPs and never shows who the buyer is', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    const buyer = {
      email: uniqueEmail('feed-buyer'),
      first: 'Imogen',
      last: `Quartermaine${run}`,
      company: `Zephyr Cold Chain ${run}`,
    };
    const industry = `Cryogenic Logistics ${run}`;
    const open = `Frozen pallet shuttle ${run}`;
    const draft = `Unpublished draft ${run}`;
    await postRfp(request, buyer, { useCase: open, industry, status: 'SUBMITTED' });
    await postRfp(request, { ...buyer }, { useCase: draft, industry, status: 'DRAFT' });

    // The API answer a partner page gets: the open RFP only, and nothing naming its buyer.
    const api = await marketplace(request, { industry: `cryogenic logistics ${run}` });
    expect(api.rfps.map((rfp) => rfp.useCase)).toEqual([open]);
    for (const secret of [buyer.email, buyer.last, buyer.company]) expect(api.text).not.toContain(secret);

    await page.goto(partner.origin);
    const feed = page.locator('robomarket-rfp-feed');
    await expect(feed.getByRole('list')).toBeVisible();
    // The partner narrows the feed; the element asks again. Case and part of the name are enough.
    await feed.evaluate(
      (element, value) => element.setAttribute('industry', value),
      `CRYOGENIC logistics ${run}`,
    );
    await expect.poll(() => cardHeadings(page)).toEqual([open]);
    const card = feed.getByRole('listitem');
    await expect(card.getByText(industry, { exact: true })).toBeVisible();
    await expect(card.getByText('$30,000 – $90,000')).toBeVisible();
    await expect(card.getByText('Jan 4, 2027 – Mar 26, 2027')).toBeVisible();
    await expect(card.getByRole('link', { name: /View Details & Respond/ })).toHaveAttribute(
      'href',
      new RegExp(`^${app}/rfp/respond/[0-9a-f-]{36}$`),
    );
    // The buyer is nobody on a partner page: no e-mail, name or company anywhere in the widget.
    const shown = await feed.evaluate((element) => element.shadowRoot?.innerHTML ?? '');
    for (const secret of [buyer.email, buyer.first, buyer.last, buyer.company, draft]) {
      expect(shown).not.toContain(secret);
    }

    await feed.evaluate((element) => element.setAttribute('industry', 'no such industry anywhere'));
    await expect(feed.getByText('No matching RFPs found')).toBeVisible();
    await expect(feed.getByRole('list')).toHaveCount(0);
  });

  test('says RoboMarket cannot be reached when the API is down, with Try again', async ({ page }) => {
    await page.goto(offline.origin);
    const feed = page.locator('robomarket-rfp-feed');
    const alert = feed.getByRole('alert');
    await expect(alert).toHaveText(/We couldn't reach RoboMarket\. Check your connection and try again\./, {
      timeout: 10_000,
    });
    await expect(alert).not.toContainText('Max retries');
    const retry = feed.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    // Asking again while the API is still down ends the same way, without breaking the page.
    await retry.click();
    await expect(feed.getByRole('alert')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Robotics Dealer');
  });
});
