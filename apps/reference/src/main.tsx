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

// The same tree as src/prerender/landing.tsx, whose markup the built index.html holds for `/`.
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (canHydrateLanding(container, window.location.pathname, hasSessionHintCookie())) {
  beginPrerenderedHydration();
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
