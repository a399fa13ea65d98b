import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { LANDING_TITLE } from '../routes/landing';

/**
 * The landing page (`/`) as a visitor without a session first sees it, rendered at build time into
 * `dist/index.html` (scripts/prerender.ts) so the hero is painted from the HTML before any JavaScript runs.
 * The tree is main.tsx's, component for component, so hydration finds the same markup and the same ids;
 * only the router keeps its location in memory. Outside a browser the API client holds no session
 * (no `document.cookie`, so no session hint), so the auth provider starts signed out, as a visitor's does.
 */
export function renderLanding(): { html: string; title: string } {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  router.dispose();
  return { html, title: LANDING_TITLE };
}
