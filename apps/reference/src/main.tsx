import './app/styles.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@robomarket/ui/robomarket.css';
import { hasSessionHintCookie } from '@robomarket/api-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { canHydratePrerendered } from './prerender/can-hydrate';
import { beginPrerenderedHydration } from './prerender/static-markup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

// The same tree as src/prerender/render-page.tsx, whose markup the built pages hold (index.html for `/`).
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
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
  // A prerendered public page: hydrated once its route is ready, the markup on screen meanwhile. The landing
  // page's route is ready at once, so it is hydrated in the task that evaluated the app, before the load
  // event: nothing a visitor clicks after the page has loaded goes to markup that does not answer yet.
  whenInitialized(hydrate);
} else if (container.firstElementChild !== null) {
  // Prerendered markup this visitor's first render will not match (a session to restore): it stays on screen
  // until the route is ready, then the app renders in its place, with nothing blank in between.
  whenInitialized(render);
} else {
  render();
}
