// One `vite build` produces both halves of dist/ in one process (CI has two cores; a second process
// would resolve and transform the shared code twice):
// - loader: src/loader.ts as a classic IIFE script, dist/widgets.js (what partners embed);
// - runtime: src/runtime.tsx as ES modules with code splitting, dist/runtime.js + dist/chunks/*.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  // React is bundled in, so its development checks must be compiled out here, not by a consumer.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [workspaceSource(), react(), demoPage()],
  // Chunks are found relative to runtime.js, wherever a partner's CDN puts dist/.
  base: './',
  logLevel: 'warn',
  builder: {
    async buildApp(builder) {
      const { loader, runtime } = builder.environments;
      if (!loader || !runtime) throw new Error('vite.config.ts: loader and runtime environments missing');
      await builder.build(loader);
      await builder.build(runtime);
    },
  },
  environments: {
    loader: {
      consumer: 'client',
      build: {
        outDir,
        emptyOutDir: true,
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
        emptyOutDir: false,
        target: 'es2022',
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
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            assetFileNames: 'chunks/[name]-[hash][extname]',
          },
        },
      },
    },
  },
});
