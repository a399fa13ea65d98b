import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * Which renderer the served build uses: preact/compat behind the same React imports (the default; the
 * landing page's first download is about 45 KB smaller, docs/adr/0031-served-bundles-render-with-preact-compat.md), or React 19 with
 * `APP_RENDERER=react`, for comparing the two. Unit tests and stories (vitest configs) always run on React.
 */
export const appRenderer: 'preact' | 'react' = process.env.APP_RENDERER === 'react' ? 'react' : 'preact';

/** Resolved from this package, which has preact, also for imports made from the workspace packages. */
const preactFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/**
 * The aliases that put preact/compat in React's place: `react`, `react-dom`, `react-dom/client`, the JSX
 * runtimes, and `react-dom/server` for the build-time prerender of the landing page (preact-render-to-string,
 * so the markup, ids included, is what the client's hydration expects).
 */
export function rendererAliases(): Alias[] {
  if (appRenderer === 'react') return [];
  return [
    { find: /^react-dom\/client$/, replacement: preactFile('preact/compat/client') },
    { find: /^react-dom\/server$/, replacement: preactFile('preact/compat/server') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: preactFile('preact/jsx-runtime') },
    { find: /^react(-dom)?$/, replacement: preactFile('preact/compat') },
  ];
}
