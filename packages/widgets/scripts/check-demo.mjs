// Checks the built widgets as partners use them, in headless Chromium, with RoboMarket on one origin and the
// partner pages on another (so script loading and the API call really cross origins, with CORS):
// - the hostile partner page (tests/fixtures/partner-hostile): the widget's isolation both ways, an API
//   refusal shown inline, and joining the waitlist through the shadow root;
// - the partner demo (dist/demo.html, Northgate Robotics): its own web font loads, the RFP feed lists open
//   RFPs with respond links to RoboMarket's origin, and the waitlist joins.
// RoboMarket's side is dist/ served here with stand-ins for `POST /v2/waitlist/signup`, `GET /v2/rfps` and `GET /v2/products`, or a running server
// given as ROBOMARKET_URL (e.g. ROBOMARKET_URL=http://127.0.0.1:8787). Screenshots go to test-results/.
//   node scripts/check-demo.mjs        (after `pnpm --filter @robomarket/widgets build`)
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../../tests/chromium.ts';
import { startPartnerSite } from '../../../tests/fixtures/partner-site.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const hostileFixture = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'partner-hostile');
const port = Number(process.env.PORT ?? 8795);
const shots = join(import.meta.dirname, '..', 'test-results');
await mkdir(shots, { recursive: true });
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-publishable-key',
  'access-control-allow-methods': 'GET, POST',
};

/** What the stand-in's `GET /v2/rfps` lists: open RFPs as the contract shapes them, newest first. */
const standInRfps = [
  [
    '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    'Pallet Moving Between Docks',
    'Logistics',
    '2026-02-12T09:00:00Z',
  ],
  [
    '7a2e3d4c-5b6f-4071-8b8c-0d1e2f3a4b5c',
    'Cobot Machine Tending',
    'Automotive Manufacturing',
    '2026-02-09T14:30:00Z',
  ],
].map(([id, useCase, industry, createdAt]) => ({
  id,
  workflowId: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
  title: useCase,
  useCase,
  description: `${useCase} for a plant running two shifts.`,
  industry,
  status: 'SUBMITTED',
  technicalRequirements: { payload: 300, batteryLife: 8, certifications: [], customSpecs: [] },
  budget: { min: '40000.00', max: '120000.00', currency: 'USD' },
  timeline: { startDate: '2026-04-01', endDate: '2026-07-31', milestones: [] },
  createdAt,
  updatedAt: createdAt,
}));

let server;
let app = process.env.ROBOMARKET_URL?.replace(/\/$/, '');
if (!app) {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/v2/rfps' && request.method === 'GET') {
      const query = new URL(request.url ?? '/', 'http://x').searchParams;
      const industry = (query.get('industry') ?? '').toLowerCase();
      const rfps = standInRfps
        .filter((rfp) => rfp.industry.toLowerCase().includes(industry))
        .slice(0, Number(query.get('limit') ?? 20));
      response.writeHead(200, { 'content-type': 'application/json', ...cors });
      response.end(JSON.stringify({ rfps, next_cursor: null }));
      return;
    }
    if (path === '/v2/products' && request.method === 'GET') {
      // The product cards' stand-in: one product, as a key that allows the partner's origin reads it.
      const product = {
        id: '3b4c5d6e-7f80-4192-a3b4-c5d6e7f80912',
        name: 'Atlas Picker Arm',
        description: 'A six-axis arm for picking totes.',
        price: '12500.00',
        currency: 'USD',
        category: 'ROBOT',
        condition: 'NEW',
        images: [],
        specifications: {},
        seller_id: '2b7e1c4d-8f3a-4b6c-9d0e-1f2a3b4c5d6e',
        created_at: '2026-02-10T09:30:00Z',
        updated_at: '2026-02-10T09:30:00Z',
      };
      response.writeHead(200, { 'content-type': 'application/json', ...cors });
      response.end(JSON.stringify({ products: [product], next_cursor: null }));
      return;
    }
    if (
      (path === '/v2/waitlist/signup' || path === '/v2/rfps' || path === '/v2/products') &&
      request.method === 'OPTIONS'
    ) {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method === 'POST' && path === '/v2/waitlist/signup') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const { email } = JSON.parse(body);
      response.writeHead(200, { 'content-type': 'application/json', ...cors });
      response.end(JSON.stringify({ email, joined_at: new Date().toISOString() }));
      return;
    }
    const file = normalize(join(dist, path.replace(/^\/widgets\//, '/')));
    try {
      if (!file.startsWith(dist)) throw new Error('outside dist');
      const content = await readFile(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      response.end(content);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  app = `http://127.0.0.1:${port}`;
}

// The partner sites: a web host of their own on `localhost`, another origin than RoboMarket's 127.0.0.1.
const hostile = await startPartnerSite({
  root: hostileFixture,
  index: 'index.html',
  serve: ['partner.js'],
  rewrite: (html) => html.replaceAll('ROBOMARKET_ORIGIN', app),
});
const northgate = await startPartnerSite({
  root: dist,
  index: 'demo.html',
  serve: ['demo/'],
  rewrite: (html) => html.replace('src="/widgets/widgets.js"', `src="${app}/widgets/widgets.js"`),
});

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: [...chromiumArgs],
});
const checks = [];
const check = async (name, fn) => {
  await fn();
  checks.push(name);
  console.log(`ok - ${name}`);
};

try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 2 });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(hostile.origin);

  const widget = page.locator('robomarket-waitlist');
  const email = widget.getByLabel('Email address');
  const submit = widget.getByRole('button', { name: 'Join Waitlist' });
  await email.waitFor();

  await check('the widget keeps its own font, colours and size', async () => {
    const style = await submit.evaluate((button) => {
      const computed = getComputedStyle(button);
      return {
        font: computed.fontFamily,
        color: computed.color,
        background: computed.backgroundColor,
        textTransform: computed.textTransform,
      };
    });
    assert.doesNotMatch(style.font, /comic/i);
    assert.equal(style.color, 'rgb(255, 255, 255)');
    assert.notEqual(style.background, 'rgb(0, 255, 0)');
    assert.notEqual(style.background, 'rgb(255, 105, 180)');
    assert.equal(style.textTransform, 'none');
    const inputBorder = await email.evaluate((input) => getComputedStyle(input).borderTopStyle);
    assert.notEqual(inputBorder, 'dashed');
    const box = await widget.boundingBox();
    assert.ok(box && box.height < 200, `widget is ${box?.height}px tall`);
  });

  await check('the page keeps its hostile styles', async () => {
    const pageButton = page.getByTestId('page-button');
    const style = await pageButton.evaluate((button) => {
      const computed = getComputedStyle(button);
      return { font: computed.fontFamily, background: computed.backgroundColor, color: computed.color };
    });
    assert.match(style.font, /comic/i);
    assert.equal(style.background, 'rgb(0, 255, 0)');
    assert.equal(style.color, 'rgb(255, 0, 0)');
    const theme = await page
      .getByTestId('page-theme')
      .evaluate((div) => getComputedStyle(div).backgroundColor);
    assert.equal(theme, 'rgb(0, 0, 0)');
    const rootAccent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent-9').trim(),
    );
    assert.equal(rootAccent, 'hotpink');
    const fontSheets = await page.evaluate(
      () =>
        document.adoptedStyleSheets.filter((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule instanceof CSSFontFaceRule),
        ).length,
    );
    assert.equal(fontSheets, 1, 'font faces are registered in the document once');
  });

  await page.screenshot({ path: join(shots, 'hostile.png'), fullPage: true });
  await widget.screenshot({ path: join(shots, 'widget.png') });

  await check('an API error is shown inline', async () => {
    // Whatever serves the API, this one answer is a refusal.
    await page.route('**/v2/waitlist/signup', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ code: 'rate_limited', message: 'Too many sign-ups, try again in a minute' }),
      }),
    );
    await email.fill('buyer@example.com');
    await submit.click();
    await widget.getByRole('alert').filter({ hasText: 'Too many sign-ups' }).waitFor();
    await page.unroute('**/v2/waitlist/signup');
  });

  await check('joining shows the success message and fires the event', async () => {
    await email.fill('buyer@example.com');
    await submit.click();
    await widget.getByRole('status').filter({ hasText: 'Thank You for Signing Up!' }).waitFor();
    const note = page.locator('#joined-note');
    await note.waitFor();
    assert.equal(await note.getAttribute('data-email'), 'buyer@example.com');
  });

  await page.screenshot({ path: join(shots, 'hostile-joined.png'), fullPage: true });
  const unexpected = problems.filter((text) => !/status of 429/.test(text));
  assert.deepEqual(unexpected, [], 'no errors in the console');

  for (const [name, viewport] of [
    ['demo', { width: 1280, height: 900 }],
    ['demo-phone', { width: 390, height: 844 }],
  ]) {
    await check(
      `the partner demo renders in its own font (${viewport.width} px), lists open RFPs and joins`,
      async () => {
        const demo = await browser.newPage({ viewport });
        const demoProblems = [];
        demo.on('pageerror', (error) => demoProblems.push(error.message));
        demo.on('console', (message) => {
          if (message.type() === 'error') demoProblems.push(message.text());
        });
        await demo.goto(northgate.origin);
        const feed = demo.locator('robomarket-rfp-feed');
        const respond = feed.getByRole('link', { name: /View Details & Respond/ });
        await respond.first().waitFor();
        assert.ok((await respond.count()) >= 1, 'the RFP feed lists open RFPs');
        assert.ok((await respond.count()) <= 3, 'the RFP feed keeps to its limit of 3');
        const href = await respond.first().getAttribute('href');
        assert.match(href ?? '', new RegExp(`^${app}/rfp/respond/[0-9a-f-]{36}$`));
        assert.equal(await respond.first().getAttribute('target'), '_blank');
        assert.equal(await respond.first().getAttribute('rel'), 'noopener');
        const demoWidget = demo.locator('robomarket-waitlist');
        await demoWidget.getByLabel('Email address').waitFor();
        await demo.evaluate(() => document.fonts.ready);
        const barlow = await demo.evaluate(() =>
          Array.from(document.fonts).filter(
            (face) => face.family.includes('Barlow') && face.status === 'loaded',
          ),
        );
        assert.equal(barlow.length, 3, 'the three Barlow weights loaded');
        const overflow = await demo.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, 'no sideways scrolling');
        await demo.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
        await demoWidget.getByLabel('Email address').fill('buyer@example.com');
        await demoWidget.getByRole('button', { name: 'Join Waitlist' }).click();
        await demo.locator('#joined-note').waitFor();
        assert.deepEqual(demoProblems, [], 'no errors in the console');
        await demo.close();
      },
    );
  }
  console.log(`${checks.length} checks passed`);
} finally {
  await browser.close();
  server?.close();
  await hostile.close();
  await northgate.close();
}
