import './app/styles.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@robomarket/ui/robomarket.css';
import { hasSessionHintCookie } from '@robomarket/api-client';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { markAppStarted } from './prerender/app-loader';
import { canHydratePrerendered } from './prerender/can-hydrate';
import { beginPrerenderedHydration } from './prerender/static-markup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

/**
 * Renders nothing. Once the app has hydrated or replaced a prerendered page, the controls the app loader
 * marked as not ready are ready (prerender/app-loader.ts).
 */
function AppStarted(): null {
  useLayoutEffect(() => markAppStarted(), []);
  return null;
}

// The same tree as src/prerender/render-page.tsx, whose markup the built pages hold (index.html for `/`).
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
    <AppStarted />
  </StrictMode>
);

const render = () => {
  container.replaceChildren();
  createRoot(container).render(app);
};
const hydrate = () => {
  beginPrerenderedHydration();
  hydrateRoot(container, app);
};
/** Runs `start` once the first route's lazy code and data have loaded (at once for the landing page). */
const whenInitialized = (start: () => void) => {
  if (router.state.initialized) {
    start();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
};

if (canHydratePrerendered(container, window.location.pathname, hasSessionHintCookie())) {
  // A prerendered public page: hydrated once its route is ready, the markup on screen meanwhile. Its HTML
  // starts the app after the first paint (prerender/app-loader.ts) and marks the page's controls as not ready
  // until AppStarted runs. Hydration gets a task of its own, so that evaluating the app and hydrating the
  // page are two shorter tasks rather than one long one.
  whenInitialized(() => setTimeout(hydrate, 0));
} else if (container.firstElementChild !== null) {
  // Prerendered markup this visitor's first render will not match (a session to restore): it stays on screen
  // until the route is ready, then the app renders in its place, with nothing blank in between.
  whenInitialized(render);
} else {
  render();
}
