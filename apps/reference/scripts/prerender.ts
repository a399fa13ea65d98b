// Renders the public pages (src/prerender/pages.ts) into the build, after `vite build` and before
// precompression, so a visitor's browser paints them from the HTML instead of after the JavaScript has run,
// and search engines and social previews read them whole: `/` into dist/index.html (main.tsx hydrates it),
// every other page into dist/pages/<path>.html, which the server sends for exactly that path
// (apps/server/src/plugins/static.ts). dist/shell.html keeps the empty page for every other client route.
// Each page gets its title, description, canonical address and social preview tags, and links to the CSS of
// its lazy route (`modules` in pages.ts). Its JavaScript, the app's and the route's, is not named by the HTML
// but by the app loader (src/prerender/app-loader.ts, built here into dist/assets), which starts the app
// after the first paint. sitemap.xml and robots.txt list the pages. SITE_URL (default https://robomarket.dev)
// is the public address they use.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import type { PrerenderedPage } from '../src/prerender/pages.ts';

const app = join(import.meta.dirname, '..');
const dist = join(app, 'dist');
const outDir = join(app, 'node_modules/.cache/prerender');
const emptyRoot = '<div id="root"></div>';
const siteUrl = (process.env.SITE_URL ?? 'https://robomarket.dev').replace(/\/+$/, '');

// The renderer is the served bundle's (vite.config.ts's aliases, preact-render-to-string for preact/compat):
// hydration expects the markup and the ids its own renderer writes.
await build({
  root: app,
  configFile: join(app, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundle every dependency, so the aliases apply to them as they do in the browser bundle.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
  },
});

const { renderPage, prerenderedPages } = (await import(
  pathToFileURL(join(outDir, 'render-page.mjs')).href
)) as {
  renderPage: (path: string) => Promise<string>;
  prerenderedPages: readonly PrerenderedPage[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell's head with the page's title, description, canonical address and social preview tags. */
function withMetadata(shell: string, page: PrerenderedPage): string {
  const url = `${siteUrl}${page.path === '/' ? '/' : page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="RoboMarket" />',
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${siteUrl}/social-preview.png" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  const replaced = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
  if (!replaced.includes(`<meta name="description" content="${description}" />`)) {
    throw new Error('prerender: index.html has no <meta name="description"> to replace');
  }
  return replaced;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The files of a page's lazy modules the shell does not name yet: stylesheets and JavaScript modules. */
function lazyFiles(shell: string, modules: readonly string[]): { css: string[]; js: string[] } {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in dist/.vite/manifest.json`);
    if (files.has(chunk.file) || key === 'index.html') return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  const added = [...files].filter((file) => !shell.includes(`/${file}"`)).map((file) => `/${file}`);
  return {
    css: added.filter((file) => file.endsWith('.css')),
    js: added.filter((file) => !file.endsWith('.css')),
  };
}

/** The app loader, built on its own as a classic script and written into dist/assets under its hash. */
async function buildAppLoader(): Promise<string> {
  const output = (await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: join(app, 'src/prerender/app-loader-entry.ts'),
        output: { format: 'iife' },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [chunk] = (Array.isArray(output) ? output[0] : output)?.output ?? [];
  if (chunk?.type !== 'chunk') throw new Error('prerender: the app loader did not build');
  const file = `assets/app-loader-${createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), chunk.code);
  return `/${file}`;
}

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page's HTML: in place of the app's module script and preloads, the deferred app loader that
 * names them (with the page's lazy modules); the page's lazy stylesheets after the shell's.
 */
function withAppLoader(html: string, page: PrerenderedPage, loader: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (entry === undefined) throw new Error('prerender: index.html has no <script type="module"> for the app');
  const lazy = lazyFiles(html, page.modules ?? []);
  const preload = [...[...html.matchAll(modulePreload)].map((match) => match[1] as string), ...lazy.js];
  const script = `<script defer src="${loader}" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  const stylesheets = lazy.css.map((file) => `  <link rel="stylesheet" crossorigin href="${file}">\n  `);
  return html
    .replace(modulePreload, '')
    .replace(entryScript, `\n    ${script}`)
    .replace('</head>', `${stylesheets.join('')}</head>`);
}

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes(emptyRoot)) throw new Error(`prerender: dist/index.html has no ${emptyRoot}`);
writeFileSync(join(dist, 'shell.html'), shell);
const appLoader = await buildAppLoader();

for (const page of prerenderedPages) {
  const html = await renderPage(page.path);
  if (!html.includes(page.expect)) throw new Error(`prerender: ${page.path} has no ${page.expect}`);
  const file =
    page.path === '/' ? join(dist, 'index.html') : join(dist, 'pages', `${page.path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  const pageShell = withAppLoader(withMetadata(shell, page), page, appLoader);
  writeFileSync(file, pageShell.replace(emptyRoot, `<div id="root">${html}</div>`));
  console.log(
    `prerendered ${page.path} into ${file.slice(dist.length + 1)} (${(html.length / 1024).toFixed(1)} KB of markup)`,
  );
}

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${prerenderedPages.map((page) => `  <url><loc>${siteUrl}${page.path}</loc></url>`).join('\n')}
</urlset>
`;
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
rmSync(outDir, { recursive: true, force: true });
