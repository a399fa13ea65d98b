// One `vite build` produces both halves of dist/ in one process (CI has two cores; a second process
// would resolve and transform the shared code twice):
// - runtime: src/runtime.tsx as ES modules with code splitting, dist/chunks/runtime-[hash].js + chunks;
// - loader: src/loader.ts as a classic IIFE script, dist/widgets.js (what partners embed), built second
//   with the runtime's hashed name written in, so every file but the loader can be cached for a year.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { radixComponentsSubset } from '../../vite.radix-css.ts';
import { workspaceSource } from '../../vite.workspace-source.ts';
import { demoAssets } from './demo/demo-assets.ts';

const here = import.meta.dirname;
const outDir = resolve(here, 'dist');

/** Ships the partner demo page (demo/demo-assets.ts) beside the bundles, served at /widgets/demo.html. */
function demoPage(): Plugin {
  return {
    name: 'robomarket-widgets-demo',
    applyToEnvironment: (environment) => environment.name === 'runtime',
    generateBundle() {
      for (const { fileName, source } of demoAssets()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** Writes the runtime's hashed name into the loader in place of the source's `'runtime.js'`. */
function linkRuntime(): Plugin {
  return {
    name: 'robomarket-widgets-link-runtime',
    applyToEnvironment: (environment) => environment.name === 'loader',
    renderChunk(code) {
      // The runtime build emptied dist/ and wrote exactly one runtime entry.
      const runtimes = readdirSync(resolve(outDir, 'chunks')).filter((name) =>
        /^runtime-[\w-]+\.js$/.test(name),
      );
      if (runtimes.length !== 1)
        throw new Error(`vite.config.ts: expected one runtime chunk, found ${runtimes}`);
      const runtimeFileName = `chunks/${runtimes[0]}`;
      const literal = /(["'])runtime\.js\1/g;
      const found = code.match(literal)?.length ?? 0;
      if (found !== 1)
        throw new Error(`vite.config.ts: expected one 'runtime.js' in the loader, found ${found}`);
      return code.replace(literal, JSON.stringify(runtimeFileName));
    },
  };
}

/** Resolved from this package, which has preact, for imports made from the component library's sources. */
const preactFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

// The served bundle (loader, runtime, chunks) renders with preact/compat behind the same React imports:
// the waitlist widget's whole download is 53 KB instead of 101 KB brotli (docs/adr/0031-served-bundles-render-with-preact-compat.md).
// WIDGETS_RENDERER=react builds it on React 19 instead. The npm entry (dist/lib) leaves React to the site.
const preactAliases =
  process.env.WIDGETS_RENDERER !== 'react'
    ? [
        { find: /^react-dom\/client$/, replacement: preactFile('preact/compat/client') },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: preactFile('preact/jsx-runtime') },
        { find: /^react(-dom)?$/, replacement: preactFile('preact/compat') },
      ]
    : [];

export default defineConfig({
  resolve: { alias: preactAliases },
  // React is bundled in, so its development checks must be compiled out here, not by a consumer.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    workspaceSource(),
    react(),
    demoPage(),
    linkRuntime(),
    // Only the rules of the Radix Themes components the widgets render (from the component library's
    // folders they use; a new widget adds its components' folders here).
    radixComponentsSubset([
      resolve(here, 'src'),
      ...[
        'site/waitlist-form',
        'primitives/robomarket-theme',
        'internal',
        'procurement/rfp-marketplace',
        'catalogue/product-card',
        'primitives/price-text',
      ].map((folder) => resolve(here, '../ui/src', folder)),
    ]),
  ],
  // Chunks are found relative to the runtime, wherever a partner's CDN puts dist/.
  base: './',
  logLevel: 'warn',
  builder: {
    async buildApp(builder) {
      const { loader, runtime } = builder.environments;
      if (!loader || !runtime) throw new Error('vite.config.ts: loader and runtime environments missing');
      await builder.build(runtime);
      await builder.build(loader);
    },
  },
  environments: {
    loader: {
      consumer: 'client',
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2022',
        lib: {
          entry: resolve(here, 'src/loader.ts'),
          formats: ['iife'],
          name: 'RoboMarketWidgets',
          fileName: () => 'widgets.js',
        },
      },
    },
    runtime: {
      consumer: 'client',
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        // dist/.vite/manifest.json: which chunks each widget loads, for the size budgets (.size-limit.mjs).
        manifest: true,
        // Preload links would go into the partner's <head>; the loader already knows what to fetch.
        modulePreload: false,
        // The runtime's CSS is imported ?inline into the shadow roots; a CSS file would land in the page.
        cssCodeSplit: false,
        rolldownOptions: {
          input: { runtime: resolve(here, 'src/runtime.tsx') },
          // Keep `mount` exported: nothing inside the bundle calls it, the loader does.
          preserveEntrySignatures: 'exports-only',
          output: {
            format: 'es',
            entryFileNames: 'chunks/[name]-[hash].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            assetFileNames: 'chunks/[name]-[hash][extname]',
          },
        },
      },
    },
  },
});
