import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { buildApp } from '../app.ts';
import { contractPath } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { cachePolicy, isHashedAsset, isPrivateFile } from './static.ts';

const page = (root: string) =>
  `<!doctype html><html><head>${'<link rel="icon" href="/favicon.svg">'.repeat(5)}</head><body><div id="root">${root}</div><script src="/assets/index-Ab3dEf9h.js"></script></body></html>`;
/** As the build writes them: the landing page prerendered into index.html, the empty page as shell.html. */
const indexHtml = page('<main><h1 id="hero-title">The marketplace</h1></main>');
const shellHtml = page('');
// Long enough to compress.
const appJs = `${'console.log("app");\n'.repeat(40)}`;
const loaderJs = `${'customElements.define("robomarket-x", class extends HTMLElement {});\n'.repeat(10)}`;

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
  await writeFile(join(reference, 'shell.html'), shellHtml);
  await writeFile(join(reference, 'assets/index-Ab3dEf9h.js'), appJs);
  await writeFile(join(reference, 'assets/index-Ab3dEf9h.js.map'), '{"version":3}');
  await writeFile(join(reference, 'robots.txt'), 'User-agent: *');
  await writeFile(join(widgets, 'widgets.js'), loaderJs);
  await writeFile(join(widgets, 'chunks/runtime-Q1w2E3r4.js'), 'console.log("runtime")');
  await writeFile(join(widgets, 'chunks/runtime-Q1w2E3r4.js.map'), '{"version":3}');
  // As the builds do: `.br` and `.gz` beside each file.
  precompress(reference);
  precompress(widgets);

  database = await createTestDatabase();
  app = await buildApp({ jobPollMs: 0, db: database.db, staticRoots: { reference, widgets } });
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
    expect(asset.body).toBe(appJs);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with the page without the landing markup (shell.html) for browsers', async () => {
    for (const url of ['/dashboard', '/workflow/42', '/rfp/abc/edit?step=2', '/home']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shellHtml);
      expect(response.body, url).not.toContain('hero-title');
    }
  });

  it('sends the landing markup for / only, brotli-compressed like the shell', async () => {
    const landing = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(indexHtml);
    const route = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(route.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(shellHtml);
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
    expect(loader.body).toBe(loaderJs);
    expect(loader.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const chunk = await app.inject({ method: 'GET', url: '/widgets/chunks/runtime-Q1w2E3r4.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression and caching, as a CDN would', () => {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it('sends the precompressed file the browser prefers, varying on Accept-Encoding', async () => {
    const cases = [
      { accept: 'br, gzip', encoding: 'br' },
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: 'br;q=0.5, gzip', encoding: 'gzip' },
    ] as const;
    for (const url of ['/assets/index-Ab3dEf9h.js', '/widgets/widgets.js', '/']) {
      for (const { accept, encoding } of cases) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { ...html, 'accept-encoding': accept },
        });
        const label = `${url} ${accept}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-encoding'], label).toBe(encoding);
        expect(response.headers.vary, label).toMatch(/accept-encoding/i);
        expect(response.headers['content-type'], label).toMatch(url === '/' ? /^text\/html/ : /javascript/);
        const body = decode[encoding](response.rawPayload).toString('utf8');
        expect(body, label).toBe(url === '/' ? indexHtml : url.startsWith('/widgets') ? loaderJs : appJs);
      }
    }
  });

  it('sends the file as it is to a client that asks for no encoding, still varying', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await app.inject({ method: 'GET', url: '/assets/index-Ab3dEf9h.js', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(appJs);
    }
  });

  it('caches hashed files for a year whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const url of ['/assets/index-Ab3dEf9h.js', '/widgets/chunks/runtime-Q1w2E3r4.js']) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(response.headers['cache-control'], `${url} ${encoding}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  it('lets partners revalidate the loader: short cache, ETag, 304 with its headers', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const first = await app.inject({ method: 'GET', url: '/widgets/widgets.js', headers });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await app.inject({
      method: 'GET',
      url: '/widgets/widgets.js',
      headers: { ...headers, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });

  it('never lets a page go stale: no-cache with an ETag on / and on client routes, and a 304 keeps the cached policy', async () => {
    for (const url of ['/', '/index.html', '/home', '/workflow/42']) {
      const headers = { ...html, 'accept-encoding': 'br, gzip' };
      const first = await app.inject({ method: 'GET', url, headers });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['content-security-policy'], url).toBeDefined();
      const etag = first.headers.etag;
      expect(typeof etag, url).toBe('string');
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['cache-control'], url).toBe('no-cache');
      // The browser keeps the policy of the page it cached; a 304 must not replace it.
      expect(again.headers['content-security-policy'], url).toBeUndefined();
      expect(again.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('does not serve source maps or the compressed files by their own names', async () => {
    for (const url of [
      '/assets/index-Ab3dEf9h.js.map',
      '/widgets/chunks/runtime-Q1w2E3r4.js.map',
      '/assets/index-Ab3dEf9h.js.br',
      '/assets/index-Ab3dEf9h.js.gz',
      '/widgets/widgets.js.br',
      '/index.html.gz',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('not_found');
    }
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

describe('cachePolicy and isPrivateFile', () => {
  it('classify a compressed sibling by its original', () => {
    expect(cachePolicy('/dist/assets/index-Ab3dEf9h.js.br', 'x')).toBe('public, max-age=31536000, immutable');
    expect(cachePolicy('/dist/widgets.js.gz', 'short')).toBe('short');
    expect(cachePolicy('/dist/index.html.br', 'short')).toBe('no-cache');
    expect(isPrivateFile('/assets/index-Ab3dEf9h.js.map')).toBe(true);
    expect(isPrivateFile('/assets/index-Ab3dEf9h.js.br')).toBe(true);
    expect(isPrivateFile('/assets/index-Ab3dEf9h.js')).toBe(false);
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
