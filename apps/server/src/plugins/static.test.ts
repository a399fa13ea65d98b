import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { contractPath } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { isHashedAsset } from './static.ts';

const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab3dEf9h.js"></script></body></html>';

let root: string;
let database: TestDatabase;
let app: FastifyInstance;
let bare: FastifyInstance;
const warnings: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'robomarket-static-'));
  const reference = join(root, 'reference');
  const widgets = join(root, 'widgets');
  await mkdir(join(reference, 'assets'), { recursive: true });
  await mkdir(join(widgets, 'chunks'), { recursive: true });
  await writeFile(join(reference, 'index.html'), indexHtml);
  await writeFile(join(reference, 'assets/index-Ab3dEf9h.js'), 'console.log("app")');
  await writeFile(join(reference, 'robots.txt'), 'User-agent: *');
  await writeFile(join(widgets, 'widgets.js'), 'console.log("loader")');
  await writeFile(join(widgets, 'chunks/runtime-Q1w2E3r4.js'), 'console.log("runtime")');

  database = await createTestDatabase();
  app = await buildApp({ db: database.db, staticRoots: { reference, widgets } });
  bare = await buildApp({
    db: database.db,
    staticRoots: { reference: join(root, 'missing-reference'), widgets: join(root, 'missing-widgets') },
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the reference app', () => {
  it('serves index.html at / without long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab3dEf9h.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html for browsers', async () => {
    for (const url of ['/dashboard', '/product/42', '/rfp/abc/edit?step=2']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('answers client routes with the app for clients that accept anything', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ method: 'GET', url: '/account-settings', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('keeps 404 error bodies for server paths, missing files, non-HTML and non-GET requests', async () => {
    const cases = [
      { method: 'GET', url: '/v2/nothing', headers: html },
      { method: 'GET', url: '/api/documents', headers: html },
      { method: 'GET', url: '/webhooks', headers: html },
      { method: 'GET', url: '/widgets/missing.js', headers: html },
      { method: 'GET', url: '/docs/missing', headers: html },
      { method: 'GET', url: '/logo.png', headers: html },
      { method: 'GET', url: '/dashboard', headers: { accept: 'application/json' } },
      { method: 'POST', url: '/dashboard', headers: html },
    ] as const;
    for (const request of cases) {
      const response = await app.inject(request);
      const label = `${request.method} ${request.url}`;
      expect(response.statusCode, label).toBe(404);
      expect(response.json().code, label).toBe('not_found');
    }
  });

  it('still routes the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: html });
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('the widgets', () => {
  it('serves the loader with a short cache and chunks as immutable, to any origin', async () => {
    const loader = await app.inject({ method: 'GET', url: '/widgets/widgets.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.body).toBe('console.log("loader")');
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const chunk = await app.inject({ method: 'GET', url: '/widgets/chunks/runtime-Q1w2E3r4.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('missing builds', () => {
  it('start anyway, warn, and show a page asking to build', async () => {
    expect(warnings.join('\n')).toMatch(/reference app is not built/);
    expect(warnings.join('\n')).toMatch(/widgets are not built/);
    for (const url of ['/', '/dashboard']) {
      const response = await bare.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('pnpm build');
    }
    const widget = await bare.inject({ method: 'GET', url: '/widgets/widgets.js' });
    expect(widget.statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the API reference', () => {
  it('renders at /docs from local assets', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Every script and stylesheet comes from this server.
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    const bundle = await app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    // The spec comes from this server and nothing is sent to the online validator.
    expect(initializer.body).toContain("url: resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('serves the contract as JSON to the UI and raw at /openapi.yaml', async () => {
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.json().paths).toHaveProperty('/v2/waitlist/signup');
    const raw = await app.inject({ method: 'GET', url: '/openapi.yaml' });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^application\/yaml/);
    expect(raw.body).toBe(readFileSync(contractPath, 'utf8'));
  });
});

describe('isHashedAsset', () => {
  it('tells hashed build output from stable names', () => {
    expect(isHashedAsset('/dist/assets/index.css')).toBe(true);
    expect(isHashedAsset('/dist/runtime-B7xk2LqP.js')).toBe(true);
    expect(isHashedAsset('/dist/widgets.js')).toBe(false);
    expect(isHashedAsset('/dist/robomarket-waitlist.js')).toBe(false);
    expect(isHashedAsset('/dist/index.html')).toBe(false);
  });
});
