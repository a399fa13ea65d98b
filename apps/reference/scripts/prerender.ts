// Renders the landing page into the built dist/index.html (after `vite build`, before precompression), so a
// visitor's browser paints the hero from the HTML instead of after all of the entry's JavaScript has run.
// dist/shell.html keeps the empty page: the server sends it for every other client route, which must not
// show the landing page's markup (apps/server/src/plugins/static.ts). main.tsx hydrates the markup.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const app = join(import.meta.dirname, '..');
const dist = join(app, 'dist');
const outDir = join(app, 'node_modules/.cache/prerender');
const emptyRoot = '<div id="root"></div>';

// The renderer is the served bundle's (vite.config.ts's aliases, preact-render-to-string for preact/compat):
// hydration expects the markup and the ids its own renderer writes.
await build({
  root: app,
  configFile: join(app, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundle every dependency, so the aliases apply to them as they do in the browser bundle.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/landing.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'landing.mjs' } },
  },
});

const { renderLanding } = (await import(pathToFileURL(join(outDir, 'landing.mjs')).href)) as {
  renderLanding: () => { html: string; title: string };
};
const { html, title } = renderLanding();
if (!html.includes('id="hero-title"')) throw new Error('prerender: the landing page has no hero heading');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes(emptyRoot)) throw new Error(`prerender: dist/index.html has no ${emptyRoot}`);
const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const landing = shell
  .replace(emptyRoot, `<div id="root">${html}</div>`)
  .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`);

writeFileSync(join(dist, 'shell.html'), shell);
writeFileSync(join(dist, 'index.html'), landing);
rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered / into dist/index.html (${(html.length / 1024).toFixed(1)} KB of markup)`);
