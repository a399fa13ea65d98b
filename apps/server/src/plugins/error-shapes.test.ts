import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerBusiness, type Session } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { countProcurementRows, expectStatus, newWorkflow, send } from '../test/procurement.ts';

let folder: string;
let testApp: TestApp;
let seller: Session;
beforeAll(async () => {
  // With the web app built, unknown GETs fall back to it: the path where the 404 and 403 came from.
  folder = await mkdtemp(join(tmpdir(), 'robomarket-shapes-'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>RoboMarket</title>');
  testApp = await createTestApp({ staticRoots: { reference: folder } });
  seller = await registerBusiness(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  await rm(folder, { recursive: true, force: true });
});

/** The contract's `Error`: exactly `code`, `message`, an optional string `error` and optional `fields`. */
function expectErrorShape(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json();
  expect(Object.keys(body).every((key) => ['code', 'message', 'error', 'fields'].includes(key))).toBe(true);
  expect(body).toMatchObject({ code, message: expect.any(String) });
  if ('error' in body) expect(typeof body.error).toBe('string');
}

/** The headers every answer carries (`security-headers.ts`), JSON answers' policy included. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
}

/** Writes `request` to the server over a raw socket and reads all it answers until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('router errors', () => {
  it('answer an over-long path id with a contract 400, on every method', async () => {
    for (const length of [101, 1000, 3900]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await testApp.app.inject({
          method,
          url: `/v2/products/${'a'.repeat(length)}`,
          headers: bearer(seller.access_token),
          ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
        });
        expectErrorShape(response, 400, 'validation_failed');
        expect(response.json().error).toBe('params/id must match format "uuid"');
      }
    }
  });

  it('answer a URL over 4,096 characters with a contract 400, wherever it points', async () => {
    for (const url of [
      `/v2/products/${'a'.repeat(5000)}`,
      `/${'a'.repeat(5000)}`,
      `/v2/products?search=${'a'.repeat(5000)}`,
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await testApp.app.inject({ method, url, headers: bearer(seller.access_token) });
        expectErrorShape(response, 400, 'validation_failed');
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: 'Request URL is too long',
          error: 'url must be at most 4096 characters',
        });
      }
    }
  });

  it('answer a path that is not valid percent-encoded UTF-8 with a contract 400', async () => {
    for (const url of ['/v2/products/%ED%A0%80', '/v2/products/%E0%A4%A', '/%ff']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(seller.access_token) });
      expectErrorShape(response, 400, 'validation_failed');
    }
  });

  it('answer a malformed URL with the security headers', async () => {
    for (const url of ['/v2/products/%E0%A4%A', '/%ff', '/v2/products?search=%E0%A4%A']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expectErrorShape(response, 400, 'validation_failed');
      expectSecurityHeaders(response.headers);
    }
  });

  it('answer a query string that is not valid percent-encoded UTF-8 with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['q=%E0%A4%A', 'querystring/q'],
      ['search=ok&q=%ED%A0%80', 'querystring/q'],
      ['q=%', 'querystring/q'],
      ['%ZZ=1', 'querystring'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/v2/products?${query}` });
      expectErrorShape(response, 400, 'validation_failed');
      expect(response.json().error).toBe(`${field} must be valid percent-encoded UTF-8`);
    }
    // Well-formed escapes still read as before.
    const fine = await testApp.app.inject({
      method: 'GET',
      url: '/v2/products?search=%E0%A4%A0+arm',
      headers: bearer(seller.access_token),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('answer what Node refuses before the router (17 KB path, not HTTP) in the contract shape with the security headers', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    for (const [request, status] of [
      [`GET /${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 431],
      [`GET /v2/products HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n`, 431],
      ['NOT HTTP AT ALL\r\n\r\n', 400],
    ] as const) {
      const raw = await rawExchange(port, request);
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      expectSecurityHeaders(headers);
      expect(headers['content-type']).toContain('application/json');
      const parsed = JSON.parse(body);
      expect(Object.keys(parsed).sort()).toEqual(['code', 'error', 'message']);
      expect(parsed.code).toBe('validation_failed');
    }
  });

  it('answer a long file name with the app or a 404, never a 403', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/${'a'.repeat(3000)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const file = await testApp.app.inject({ method: 'GET', url: `/${'a'.repeat(3000)}.png` });
    expectErrorShape(file, 404, 'not_found');
  });
});

describe('list cursors', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('holding an out-of-range or non-canonical date are a 400, not a 500', async () => {
    for (const date of [
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '10000-01-01T00:00:00.000Z',
      '2026-02-31T00:00:00Z',
    ]) {
      const cursor = cursorOf([date, id]);
      for (const path of ['/v2/products', '/v2/business/list']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${path}?cursor=${cursor}`,
          headers: bearer(seller.access_token),
        });
        expectErrorShape(response, 400, 'validation_failed');
        expect(response.json().error).toBe('query/cursor is not a cursor of this list');
      }
    }
  });

  it('that are not cursors of the list are a 400 naming query/cursor on every listing, writing nothing', async () => {
    const businessId = seller.memberships[0]?.business_id ?? '';
    const workflowId = await newWorkflow(testApp.app, seller);
    const productId = expectStatus<{ id: string }>(
      await send(testApp.app, 'POST', '/v2/products', seller, {
        name: 'Cursor arm',
        description: 'A six-axis arm.',
        price: '1200.00',
        category: 'PART',
      }),
      201,
    ).id;
    // Every operation of the contract that takes `cursor` (listIotMetrics answers 501 to everyone).
    const listings = [
      '/v2/business/list',
      '/v2/business/invitations',
      `/v2/business/${businessId}/members`,
      `/v2/business/${businessId}/link-requests`,
      `/v2/business/keys?business_id=${businessId}`,
      '/v2/products',
      '/v2/products?sort=price_asc',
      '/v2/products?sort=trending',
      `/v2/products/${productId}/offers`,
      '/v2/offers',
      '/v2/workflows',
      '/v2/rfps',
      `/v2/workflows/${workflowId}/proposals`,
      `/v2/workflows/${workflowId}/messages`,
      '/v2/payments',
    ];
    const cursors: [string, string][] = [
      ['a year-0000 date', cursorOf(['0000-01-01T00:00:00.000Z', id])],
      ['a year-10000 date', cursorOf(['+010000-01-01T00:00:00.000Z', id])],
      ['a non-uuid id', cursorOf(['2026-03-02T09:00:00.000Z', 'not-a-uuid'])],
      ['a NUL', encodeURIComponent(`${cursorOf(['2026-03-02T09:00:00.000Z', id])}\u0000`)],
      ['an encoded NUL', cursorOf(['2026-03-02T09:00:00.000Z\u0000', id])],
      ['a lone surrogate', '%ED%A0%80'],
      ['an encoded lone surrogate', cursorOf(['2026-03-02T09:00:00.000Z', '\ud800'])],
      ['a 4 KB cursor', 'a'.repeat(4000)],
    ];
    const before = await countProcurementRows(testApp.database.db);
    for (const listing of listings) {
      for (const [name, cursor] of cursors) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${listing}${listing.includes('?') ? '&' : '?'}cursor=${cursor}`,
          headers: bearer(seller.access_token),
        });
        expectErrorShape(response, 400, 'validation_failed');
        expect(response.json().error, `${listing} ${name}`).toMatch(/^query(string)?\/cursor /);
      }
      // Past the URL limit, the refusal names the URL.
      const huge = await testApp.app.inject({
        method: 'GET',
        url: `${listing}${listing.includes('?') ? '&' : '?'}cursor=${'a'.repeat(10 * 1024)}`,
        headers: bearer(seller.access_token),
      });
      expectErrorShape(huge, 400, 'validation_failed');
    }
    expect(await countProcurementRows(testApp.database.db)).toEqual(before);
  });
});
