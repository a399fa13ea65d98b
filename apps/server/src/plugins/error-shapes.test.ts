import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerBusiness, type Session } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

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
  it('holding an out-of-range or non-canonical date are a 400, not a 500', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const date of [
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '10000-01-01T00:00:00.000Z',
      '2026-02-31T00:00:00Z',
    ]) {
      const cursor = Buffer.from(JSON.stringify([date, id])).toString('base64url');
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
});
