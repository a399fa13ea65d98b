import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { repoRoot } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { resourcePolicy, strictTransportSecurity } from './security-headers.ts';

// The pages the server really ships: the app's source index.html (the build only adds <script src> and
// <link> tags to it) and the widget demo as written.
const referenceIndex = readFileSync(join(repoRoot, 'apps/reference/index.html'), 'utf8').replace(
  '<script type="module" src="/src/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-Ab3dEf9h.js"></script>',
);
const demoHtml = readFileSync(join(repoRoot, 'packages/widgets/demo/demo.html'), 'utf8');

let root: string;
let database: TestDatabase;
let app: FastifyInstance;
let proxied: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'robomarket-headers-'));
  const reference = join(root, 'reference');
  const widgets = join(root, 'widgets');
  await mkdir(join(reference, 'assets'), { recursive: true });
  await mkdir(join(widgets, 'chunks'), { recursive: true });
  await writeFile(join(reference, 'index.html'), referenceIndex);
  await writeFile(join(reference, 'assets/index-Ab3dEf9h.js'), 'console.log("app")');
  await writeFile(join(widgets, 'widgets.js'), 'console.log("loader")');
  await writeFile(join(widgets, 'demo.html'), demoHtml);
  await writeFile(join(widgets, 'chunks/runtime-Q1w2E3r4.js'), 'console.log("runtime")');

  database = await createTestDatabase();
  const staticRoots = { reference, widgets };
  app = await buildApp({ jobPollMs: 0, db: database.db, staticRoots });
  proxied = await buildApp({ jobPollMs: 0, db: database.db, staticRoots, trustProxy: true });
  bare = await buildApp({
    db: database.db,
    staticRoots: { reference: join(root, 'missing'), widgets: join(root, 'missing') },
  });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
  await bare.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The policy's directives by name, each with its sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy').toBe('string');
  const parsed = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

/** What every HTML page must carry, whoever answered it. */
function expectPageHeaders(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['content-type'], label).toMatch(/^text\/html/);
  const policy = directives(response);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${label}: script-src`).toEqual(["'self'"]);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('connect-src'), label).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy']), label).not.toMatch(/unsafe-eval|unsafe-hashes/);
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(response.headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
}

/** Inline scripts and inline event handlers: what the policy blocks, so no page of ours may have one. */
function expectNoInlineScript(body: string, label: string): void {
  for (const [tag, attributes, content] of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    expect(attributes, `${label}: ${tag}`).toMatch(/\bsrc=/);
    expect(content?.trim(), `${label}: ${tag}`).toBe('');
  }
  expect(body, label).not.toMatch(/\son[a-z]+\s*=/i);
  expect(body, label).not.toMatch(/javascript:/i);
}

describe('HTML answers', () => {
  it('the app, its client routes and unknown pages carry the strict policy', async () => {
    for (const url of ['/', '/login', '/home', '/workflow/42', '/no-such-page?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expectPageHeaders(response, url);
      expectNoInlineScript(response.body, url);
    }
  });

  it("a revalidated page (304) carries no policy that would replace the cached page's", async () => {
    // `/` is index.html as a static file, with validators; client routes are always answered in full.
    for (const url of ['/', '/index.html']) {
      const first = await app.inject({ method: 'GET', url, headers: html });
      const validators: Record<string, string> = {};
      if (typeof first.headers.etag === 'string') validators['if-none-match'] = first.headers.etag;
      const modified = first.headers['last-modified'];
      if (typeof modified === 'string') validators['if-modified-since'] = modified;
      expect(Object.keys(validators), url).not.toEqual([]);
      const again = await app.inject({ method: 'GET', url, headers: { ...html, ...validators } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['content-security-policy'], url).toBeUndefined();
      expect(again.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('the page asking to run `pnpm build` carries it too', async () => {
    for (const url of ['/', '/login']) {
      const response = await bare.inject({ method: 'GET', url, headers: html });
      expect(response.body, url).toContain('pnpm build');
      expectPageHeaders(response, `not built ${url}`);
      expectNoInlineScript(response.body, url);
    }
  });

  it('the API reference carries it, and Swagger UI needs no inline script', async () => {
    for (const url of ['/docs', '/docs/']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expectPageHeaders(response, url);
      expectNoInlineScript(response.body, url);
    }
  });

  it('the widget demo carries it, with its own script in a file', async () => {
    const response = await app.inject({ method: 'GET', url: '/widgets/demo.html', headers: html });
    expect(response.statusCode).toBe(200);
    expectPageHeaders(response, '/widgets/demo.html');
    expectNoInlineScript(response.body, '/widgets/demo.html');
    expect(response.body).toContain('<script src="demo/northgate.js" defer></script>');
    expect(response.body).toContain('<script src="/widgets/widgets.js" async></script>');
  });

  it('allows inline styles (Radix writes style attributes) and https images (sellers link them)', async () => {
    const policy = directives(await app.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
  });
});

describe('other answers', () => {
  it('JSON API answers, success and error alike, are nosniff and run nothing if opened', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/docs/json' }),
      await app.inject({ method: 'POST', url: '/v2/waitlist/signup', payload: { email: 'nope' } }),
      await app.inject({ method: 'GET', url: '/v2/auth/me' }),
      await app.inject({ method: 'GET', url: '/v2/nothing', headers: html }),
      await app.inject({ method: 'GET', url: '/logo.png', headers: html }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 400, 401, 404, 404]);
    for (const response of answers) {
      const label = `${response.statusCode} ${response.body.slice(0, 40)}`;
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy'], label).toBe(resourcePolicy);
      expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
    }
  });

  it('the app assets and the contract are nosniff', async () => {
    for (const url of ['/assets/index-Ab3dEf9h.js', '/openapi.yaml', '/docs/static/swagger-ui-bundle.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('the widget scripts stay loadable from partner pages on other origins', async () => {
    for (const url of ['/widgets/widgets.js', '/widgets/chunks/runtime-Q1w2E3r4.js']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://dealer.example', 'sec-fetch-mode': 'cors' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over https', async () => {
    const response = await proxied.inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(strictTransportSecurity);
    expect(directives(response).get('upgrade-insecure-requests')).toEqual([]);
    const api = await proxied.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers['strict-transport-security']).toBe(strictTransportSecurity);
  });

  it('is not sent over http, nor on an untrusted X-Forwarded-Proto', async () => {
    const plain = await proxied.inject({ method: 'GET', url: '/login', headers: html });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain).has('upgrade-insecure-requests')).toBe(false);
    const spoofed = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(directives(spoofed).has('upgrade-insecure-requests')).toBe(false);
  });
});
