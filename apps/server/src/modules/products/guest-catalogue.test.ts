// Visitors without credentials read the catalogue (ADR 0103): the same products and fields as everyone, no
// writes, counted per client address; the server writes a product's head into the app's page for them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freshAddress,
  registerBusiness,
  registerCustomer,
  type Session,
  testClock,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError, missingId } from '../../test/requests.ts';

const clock = testClock();
const guestLimit = 5;
// The app's build as the server finds it: the shell every client route gets.
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="RoboMarket is the marketplace for robots."
    />
    <title>RoboMarket: the robotics marketplace</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-Ab3dEf9h.js"></script></body>
</html>
`;
const reference = mkdtempSync(join(tmpdir(), 'robomarket-guest-'));
mkdirSync(join(reference, 'assets'));
writeFileSync(
  join(reference, 'index.html'),
  shell.replace('<div id="root"></div>', '<div id="root">x</div>'),
);
writeFileSync(join(reference, 'shell.html'), shell);
afterAll(() => rmSync(reference, { recursive: true, force: true }));

const testApp = useTestApp({
  now: clock.now,
  staticRoots: { reference },
  publicUrl: 'https://shop.example',
  rateLimits: { catalogueGuest: { limit: guestLimit, windowMs: 60_000 } },
});
const { call } = testApp;

let seller: Session;
let customer: Session;
let product: Record<string, unknown> & { id: string };

beforeAll(async () => {
  seller = await registerBusiness(testApp.app, { company_name: 'Open Shelf Robotics' });
  customer = await registerCustomer(testApp.app);
  const created = await call('POST', '/v2/products', seller, {
    name: 'Delta "Swift" Picker <3>',
    description: 'A fast delta picker\n\nfor light parts & trays.',
    price: '18500.00',
    images: ['/api/images/demo-delta-picker.png'],
    specifications: { Payload: '3 kg' },
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json();
});

/** A request as a visitor: no credentials, from its own address unless one is given. */
const asVisitor = (
  url: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; address?: string; payload?: object } = {},
): Promise<LightMyRequestResponse> =>
  testApp.app.inject({
    method: options.method ?? 'GET',
    url,
    remoteAddress: options.address ?? freshAddress(),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

describe('the catalogue for visitors', () => {
  it('lists and searches the same products, with the same fields, as a signed-in buyer sees', async () => {
    const visitor = await asVisitor('/v2/products?q=picker');
    expect(visitor.statusCode, visitor.body).toBe(200);
    const buyer = await call('GET', '/v2/products?q=picker', customer);
    expect(visitor.json()).toEqual(buyer.json());
    expect(visitor.json().products).toEqual([product]);
  });

  it('opens a product, with only the public fields, and counts no view for Trending', async () => {
    const response = await asVisitor(`/v2/products/${product.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(product);
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'business_id',
        'category',
        'condition',
        'created_at',
        'currency',
        'description',
        'id',
        'images',
        'name',
        'price',
        'seller_id',
        'seller_name',
        'specifications',
        'updated_at',
      ].sort(),
    );
    const views = await testApp.database.db.query('SELECT * FROM product_views WHERE product_id = $1', [
      product.id,
    ]);
    expect(views).toEqual([]);
  });

  it('answers 404 for a product that is gone or never was', async () => {
    const gone = await call('POST', '/v2/products', seller, {
      name: 'Withdrawn arm',
      description: 'No longer sold.',
      price: '100.00',
    });
    expect((await call('DELETE', `/v2/products/${gone.json().id}`, seller)).statusCode).toBe(204);
    expectError(await asVisitor(`/v2/products/${gone.json().id}`), 404, 'not_found', 'Product not found');
    expectError(await asVisitor(`/v2/products/${missingId}`), 404, 'not_found');
    const list = await asVisitor('/v2/products?q=withdrawn');
    expect(list.json().products).toEqual([]);
  });

  it('changes nothing: listing, changing, removing, offers and images all need a sign-in', async () => {
    const before = await call('GET', `/v2/products/${product.id}`, customer);
    const attempts: [string, 'POST' | 'PUT' | 'DELETE', object | undefined][] = [
      ['/v2/products', 'POST', { name: 'Sneaky arm', description: 'd', price: '1.00' }],
      [`/v2/products/${product.id}`, 'PUT', { name: 'Renamed' }],
      [`/v2/products/${product.id}`, 'DELETE', undefined],
      [`/v2/products/${product.id}/offers`, 'POST', { price: '100.00' }],
    ];
    for (const [url, method, payload] of attempts) {
      expectError(
        await asVisitor(url, { method, ...(payload === undefined ? {} : { payload }) }),
        401,
        'unauthenticated',
      );
    }
    expectError(await asVisitor(`/v2/products/${product.id}/offers`), 401, 'unauthenticated');
    const after = await call('GET', `/v2/products/${product.id}`, customer);
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a bad token (401) rather than treating its sender as a visitor', async () => {
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/v2/products/${product.id}`,
      headers: bearer(`${customer.access_token}x`),
    });
    expectError(forged, 401, 'unauthenticated');
  });

  it('counts visitors per address: 429 with Retry-After past the limit, other addresses and users unaffected', async () => {
    const address = freshAddress();
    for (let index = 0; index < guestLimit; index++) {
      const url = index % 2 === 0 ? '/v2/products' : `/v2/products/${product.id}`;
      expect((await asVisitor(url, { address })).statusCode).toBe(200);
    }
    const refused = await asVisitor('/v2/products', { address });
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await asVisitor(`/v2/products/${product.id}`, { address }), 429, 'rate_limited');
    // Another visitor, and a signed-in buyer from the same address, go on.
    expect((await asVisitor('/v2/products')).statusCode).toBe(200);
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: '/v2/products',
      remoteAddress: address,
      headers: bearer(customer.access_token),
    });
    expect(signedIn.statusCode).toBe(200);
    // The window ends.
    clock.advance(60_000);
    expect((await asVisitor('/v2/products', { address })).statusCode).toBe(200);
  });
});

describe("a product's page for search engines and link previews", () => {
  const page = (path: string) =>
    testApp.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

  it("carries the product's title, description, canonical address and social preview in its HTML", async () => {
    const response = await page(`/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The same strict policy as every page of the app.
    expect(response.headers['content-security-policy']).toMatch(/script-src/);
    const html = response.body;
    const url = `https://shop.example/product/${product.id}`;
    expect(html).toContain('<title>Delta &quot;Swift&quot; Picker &lt;3&gt; · RoboMarket</title>');
    expect(html).toContain(
      '<meta name="description" content="A fast delta picker for light parts &amp; trays." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Delta &quot;Swift&quot; Picker &lt;3&gt; · RoboMarket" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="A fast delta picker for light parts &amp; trays." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/api/images/demo-delta-picker.png" />',
    );
    // One title and one description: replaced, not added beside the shell's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The rest of the shell as built: the app starts as on every other page.
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index-Ab3dEf9h.js">');
  });

  it("uses the site's preview image for a product without images, and cuts a long description at a word", async () => {
    const long = `${'Sturdy gantry for heavy pallets. '.repeat(10)}End.`;
    const created = await call('POST', '/v2/products', seller, {
      name: 'Gantry',
      description: long,
      price: '9000.00',
    });
    const html = (await page(`/product/${created.json().id}/`)).body;
    expect(html).toContain('<meta property="og:image" content="https://shop.example/social-preview.png" />');
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Sturdy gantry for heavy pallets\. .* heavy…$/);
  });

  it('answers 404 with the app for a product that does not exist or an id that is not one', async () => {
    for (const path of [`/product/${missingId}`, '/product/not-a-product']) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toBe(shell);
    }
  });

  it('leaves every other page as built', async () => {
    const response = await page('/browse?q=picker');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
  });
});
