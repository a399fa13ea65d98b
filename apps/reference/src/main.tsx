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
import { canHydrateLanding } from './prerender/can-hydrate';
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

if (canHydrateLanding(container, window.location.pathname, hasSessionHintCookie())) {
  beginPrerenderedHydration();
  hydrateRoot(container, app);
} else if (container.firstElementChild !== null && !router.state.initialized) {
  // Another prerendered page (about, a policy): its markup stays on screen until the route's code and data
  // have loaded, then the app renders in its place, with nothing blank in between.
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}
