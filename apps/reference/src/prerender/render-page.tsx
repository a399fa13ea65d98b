import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { type PrerenderedPage, prerenderedPages } from './pages';

export type { PrerenderedPage };
export { prerenderedPages };

/**
 * A public page as a visitor without a session first sees it, rendered at build time (scripts/prerender.ts)
 * so the browser paints it from the HTML before any JavaScript runs, and search engines read it whole. The
 * tree is main.tsx's, component for component, so hydration (the landing page) finds the same markup and the
 * same ids; only the router keeps its location in memory. The route's lazy code and loader data are
 * resolved first. Outside a browser the API client holds no session (no `document.cookie`, so no session
 * hint), so the auth provider starts signed out, as a visitor's does.
 */
export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  if (router.state.errors !== null) throw new Error(`prerender: ${path} failed to load its route`);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  router.dispose();
  return html;
}
