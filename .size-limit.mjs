// Size budgets (`pnpm size`, in CI after the build): what a browser downloads for each entry, brotli-compressed
// as the server sends it. The files of each entry are read from the builds' manifests, so a new chunk is
// counted where it is loaded. Run `pnpm build` first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;
const app = join(root, 'apps/reference/dist');
const widgets = join(root, 'packages/widgets/dist');

function manifest(dist) {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The files a chunk needs before it runs: itself, its CSS and its static imports, recursively. */
function closure(chunks, key, dist, seen = new Set()) {
  const chunk = chunks[key];
  if (!chunk) throw new Error(`${key} is not in ${dist}/.vite/manifest.json`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    join(dist, chunk.file),
    ...(chunk.css ?? []).map((css) => join(dist, css)),
    ...(chunk.imports ?? []).flatMap((imported) => closure(chunks, imported, dist, seen)),
  ];
}

const appChunks = manifest(app);
/** The prerendered pages' app loader (apps/reference/scripts/prerender.ts), which the landing page loads first. */
const appLoader = readdirSync(join(app, 'assets'))
  .filter((file) => /^app-loader-[\w-]+\.js$/.test(file))
  .map((file) => join(app, 'assets', file));
if (appLoader.length !== 1)
  throw new Error(`expected one app loader in ${app}/assets, found ${appLoader.length}`);
const appEntry = closure(appChunks, 'index.html', app);
const landing = [...appLoader, ...appEntry];
const shell = [...new Set([...appEntry, ...closure(appChunks, 'src/routes/home.tsx', app)])];
/** A seller's Home also loads the product management chunk at once (products-screen loads it lazily). */
const sellerManager = Object.keys(appChunks).find((key) =>
  key.endsWith('features/products/components/my-products-manager/index.ts'),
);
const sellerShell = sellerManager
  ? [...new Set([...shell, ...closure(appChunks, sellerManager, app)])]
  : shell;

/** The workflow page (/workflow/:id) opened straight from a link: the shell, its route chunk and the conversation. */
const workflowPage = [...new Set([...shell, ...closure(appChunks, 'src/routes/workflow.tsx', app)])];

const widgetChunks = manifest(widgets);
const loader = join(widgets, 'widgets.js');
const runtime = closure(widgetChunks, 'src/runtime.tsx', widgets);
const lazy = widgetChunks['src/runtime.tsx'].dynamicImports ?? [];
/** Each widget's element chunk, as the runtime imports it on first use. */
const widgetEntries = lazy
  .filter((key) => key.startsWith('src/'))
  .map((key) => ({
    name: key.replace(/^src\/(.*)\/.*$/, '$1'),
    files: closure(widgetChunks, key, widgets, new Set()),
  }));
/**
 * Budgets tighter than the 90 KB per widget, set just above a widget's measured size so that growth
 * shows up in review: the RFP feed measured 56.3 KB (loader + runtime + its chunks + the largest accent scale).
 */
// The product cards measured 58.6 KB; their three category badge colours (orange, teal, violet, about 1.5 KB
// each) load after the first paint and are not counted here, so the budget leaves room for them.
const widgetLimits = { 'rfp-feed': '57 KB', 'product-cards': '64 KB' };
/** The largest of the accent colour scales a partner's `accent-color` adds (one per page). */
const accentScale = lazy
  .filter((key) => key.includes('/tokens/colors/'))
  .map((key) => join(widgets, widgetChunks[key].file))
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];

// The app's budgets are the targets: 150 KB for the landing page, 200 KB for the signed-in shell. The
// served build renders with preact/compat behind the React imports (docs/adr/0031-served-bundles-render-with-preact-compat.md); a seller's Home holds its size with a little room (raised from 184 KB by the product form's
// image section: files, previews, checks and upload states, about 1.5 KB; then to 190 KB when each icon moved
// to the chunks of the screens that use it (vite.radix-icons.ts): the landing page lost 2.3 KB, a seller's
// Home fetches its three shared icons as files of their own, 1.6 KB more; then to 195 KB when every page gained
// the cookie consent, the policy viewer's opener and the newsletter's call, about 1 KB in the shared shell).
export default [
  { name: 'landing page (/): JS + CSS', path: landing, limit: '150 KB' },
  { name: 'signed-in shell (/home): JS + CSS', path: shell, limit: '200 KB' },
  { name: "a seller's Home: shell + product management", path: sellerShell, limit: '195 KB' },
  // Measured 186.5 KB with the thread, composer and live events (issue 13); held under the signed-in 200 KB.
  // 198 KB since the route map carries the fleet's screens and the proposal form its acceptance test (docs/benchmarks.md).
  { name: 'workflow page (/workflow/:id): shell + route', path: workflowPage, limit: '198 KB' },
  { name: 'widget loader (widgets.js)', path: [loader], limit: '1 KB' },
  ...widgetEntries.map(({ name, files }) => ({
    name: `${name} widget: loader + runtime + its chunks`,
    // With a partner's accent colour, the largest colour scale on top.
    path: [...new Set([loader, ...runtime, ...files, ...(accentScale ? [accentScale] : [])])],
    limit: widgetLimits[name] ?? '90 KB',
  })),
];
