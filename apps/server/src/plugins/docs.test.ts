import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadLegacyContract, migrationGuidePath } from '../modules/legacy/index.ts';
import { migrationGuideFile } from '../paths.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { docsDefinitions, guideTitle } from './docs.ts';

// /docs carries RoboMarket's name, logo and colours, not the framework's (issue 8).

const require = createRequire(import.meta.url);
const pluginDir = dirname(require.resolve('@fastify/swagger-ui/package.json'));
const base64 = (file: string) => readFileSync(file).toString('base64');

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('the API reference page', () => {
  it('is titled "API reference · RoboMarket" and loads RoboMarket\'s stylesheet, script and icon', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>API reference · RoboMarket</title>');
    expect(page.body).not.toContain('Swagger UI</title>');
    expect(page.body).toContain('href="/docs/static/theme/robomarket.css"');
    expect(page.body).toContain('src="/docs/static/theme/robomarket.js"');
    expect(page.body).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="\/docs\/static\/theme\/favicon.svg"/,
    );
    expect(page.body).not.toContain('favicon-32x32.png');
  });

  it('serves the theme files from this server, each with its type', async () => {
    const css = await testApp.app.inject({ method: 'GET', url: '/docs/static/theme/robomarket.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('--rm-indigo-9: #3e63dd');
    const script = await testApp.app.inject({ method: 'GET', url: '/docs/static/theme/robomarket.js' });
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain("name.textContent = 'RoboMarket'");
    const icon = await testApp.app.inject({ method: 'GET', url: '/docs/static/theme/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<title>RoboMarket</title>');
  });

  it("puts RoboMarket's logo in the top bar, not the plugin's default one", async () => {
    const initializer = await testApp.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain(base64(join(import.meta.dirname, 'docs-theme', 'logo.svg')));
    expect(initializer.body).not.toContain(base64(join(pluginDir, 'static', 'logo.svg')));
  });
});

// The legacy generation (issue 29): its reference beside v2's, marked deprecated, and the migration guide.
describe('the legacy reference and the migration guide', () => {
  it('offers two definitions at /docs, v2 first and "Legacy (deprecated)" second', async () => {
    const initializer = await testApp.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain(JSON.stringify(docsDefinitions.current.name));
    expect(docsDefinitions.legacy.name).toBe('Legacy (deprecated)');
    const urls = initializer.body.indexOf('"urls"');
    expect(urls).toBeGreaterThan(-1);
    const current = initializer.body.indexOf('"/docs/json"', urls);
    const legacy = initializer.body.indexOf('"/openapi.legacy.yaml"', urls);
    expect(current).toBeGreaterThan(-1);
    expect(legacy).toBeGreaterThan(current);
    expect(initializer.body).toContain('"urls.primaryName":"v2 (current)"');
  });

  it('serves openapi.legacy.yaml as written, and /docs/legacy opens it', async () => {
    const raw = await testApp.app.inject({ method: 'GET', url: '/openapi.legacy.yaml' });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(raw.body).toBe(loadLegacyContract().source);
    const document = parse(raw.body) as { info: { title: string; description: string } };
    expect(document.info.title).toContain('(deprecated)');
    expect(document.info.description).toContain(`](${migrationGuidePath})`);

    const legacy = await testApp.app.inject({ method: 'GET', url: '/docs/legacy' });
    expect(legacy.statusCode).toBe(302);
    expect(legacy.headers.location).toBe('/docs/?urls.primaryName=Legacy%20(deprecated)');
  });

  it('serves the migration guide as a page under the strict policy, linking both references', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: migrationGuidePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).toContain(`<title>${guideTitle}</title>`);
    expect(page.body).toContain('<h1>Migrating from the legacy API to v2</h1>');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('href="/docs/legacy"');
    expect(page.body).toContain('href="/docs/guide.css"');
    expect(page.body).toContain('<table>');
    const styles = await testApp.app.inject({ method: 'GET', url: '/docs/guide.css' });
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.body).toContain('.rm-guide');
  });

  it("maps every operation of openapi.legacy.yaml to its x-successor in the guide's table", () => {
    const guide = readFileSync(migrationGuideFile, 'utf8');
    // The table's rows as cells: number, legacy call, v2 successor, v2 operation (the formatter pads them).
    const rows = guide
      .split('\n')
      .filter((line) => /^\|\s*\d+\s*\|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim().replace(/^`|`$/g, '')),
      );
    // product-spec §7's legacy lines: 4 auth, 2 business, 8 products, 13 workflows, 6 payments and IoT.
    expect(rows).toHaveLength(33);
    expect(new Set(rows.map((row) => row[1])).size).toBe(33);
    const document = loadLegacyContract().contract.document as {
      paths: Record<string, Record<string, LegacyOperation>>;
    };
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    expect(described).toHaveLength(33);
    for (const { path, method, operation } of described) {
      const successor = operation['x-successor'];
      const row = rows.find((cells) => cells[1] === `${method.toUpperCase()} ${path}`);
      expect(row, `${operation.operationId}: ${method.toUpperCase()} ${path} in the guide`).toBeDefined();
      expect(row?.slice(2), operation.operationId).toEqual([
        `${successor.method.toUpperCase()} ${successor.path}`,
        successor.operationId,
      ]);
    }
  });
});

interface LegacyOperation {
  operationId: string;
  'x-successor': { operationId: string; method: string; path: string };
}
