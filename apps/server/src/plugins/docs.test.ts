import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

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
