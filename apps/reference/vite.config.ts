import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import { radixComponentsSubset } from '../../vite.radix-css.ts';
import { radixIconsPerModule } from '../../vite.radix-icons.ts';
import { workspaceSource } from '../../vite.workspace-source.ts';
import { entryChunk } from './vite.entry-chunk.ts';
import { appRenderer, rendererAliases } from './vite.renderer.ts';

// The app calls the API on its own origin; in development Vite forwards these paths to the server,
// so `pnpm dev` gives hot reload against the real API without CORS.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8787';
const proxiedPaths = ['/v2', '/widgets', '/docs', '/openapi.yaml', '/healthz', '/api', '/webhooks'];
const proxy = Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiUrl, changeOrigin: false }]));

/**
 * React Router reads two React 19 hooks preact/compat lacks by a computed name and checks them before use:
 * `useOptimistic` falls back to the plain state (React 18's behaviour) and `use` is only called by its RSC
 * server code, which the app does not use. Any other import preact/compat lacks still warns.
 */
function isGuardedReactImport(log: { code?: string; message: string; id?: string }): boolean {
  return (
    appRenderer === 'preact' &&
    log.code === 'IMPORT_IS_UNDEFINED' &&
    /Import `(use|useOptimistic)` will always be undefined/.test(log.message) &&
    /[\\/]react-router[\\/]/.test(log.id ?? '')
  );
}

/**
 * React Router's package points every bundler at its development build, whose only difference from the
 * production build beside it is `ENABLE_DEV_WARNINGS = true` (route and hook misuse warnings). A production
 * bundle takes the production build; `vite dev` keeps the warnings.
 */
function routerProductionBuild(command: 'build' | 'serve'): Alias[] {
  if (command !== 'build') return [];
  const production = (specifier: string) =>
    fileURLToPath(import.meta.resolve(specifier)).replace(
      /([\\/]dist[\\/])development([\\/])/,
      '$1production$2',
    );
  return [
    { find: /^react-router$/, replacement: production('react-router') },
    { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
  ];
}

/** The landing page's code in the entry chunk, not in a dozen small chunks it shares with lazy screens. */
const landingChunk = entryChunk({ allowedImports: ['react', 'rolldown-runtime'] });

export default defineConfig(({ command }) => ({
  // The served build renders with preact/compat behind the React imports; APP_RENDERER=react builds it on
  // React 19 (vite.renderer.ts, docs/adr/0031-served-bundles-render-with-preact-compat.md).
  resolve: { alias: [...rendererAliases(), ...routerProductionBuild(command)] },
  plugins: [
    workspaceSource(),
    // Each icon in the chunk of the screens that use it (vite.radix-icons.ts).
    radixIconsPerModule(),
    react(),
    landingChunk.plugin,
    // Only the rules of the Radix Themes components the app and the component library import.
    radixComponentsSubset([
      resolve(import.meta.dirname, 'src'),
      resolve(import.meta.dirname, '../../packages/ui/src'),
    ]),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: {
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written beside the bundles for reading a production stack trace, but the bundles do not
    // point at them and the server answers 404 for them (docs/adr/0028-static-files-compressed-at-build-time.md).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which files each route loads, for the size budgets (.size-limit.mjs).
    manifest: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        if (isGuardedReactImport(log)) return;
        handler(level, log);
      },
      output: {
        // The renderer and the router change far less often than the app: their own chunk stays cached across
        // deployments. Everything else (Radix included) is split by the routes that use it, so the landing
        // page downloads only the components it shows (docs/adr/0029-the-first-download.md). What the entry loads at once is one
        // chunk with the entry (vite.entry-chunk.ts).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/,
              priority: 1,
            },
            landingChunk.group,
          ],
        },
      },
    },
  },
}));
