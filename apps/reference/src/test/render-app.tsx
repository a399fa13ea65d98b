import { type CookieStore, createClient, createMemoryCookieStore } from '@robomarket/api-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import type { CreateSessionClient } from '../features/auth';

export interface RenderAppOptions {
  /** Cookies already saved when the app starts, e.g. `signedInCookies()` to restore a session. */
  cookies?: Record<string, string>;
}

/**
 * Renders the real route table in a memory router at `path` (or the last of several history entries), with the real providers. Every client the
 * app creates (a fresh one after each sign-out) shares one in-memory cookie jar, as a browser's clients
 * share `document.cookie`, and retries without delay. Returns the router, so tests can read where
 * navigation went, and the cookie jar.
 */
export function renderApp(path: string | string[] = '/', options: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: Array.isArray(path) ? path : [path] });
  const cookies: CookieStore = createMemoryCookieStore(options.cookies);
  const createSessionClient: CreateSessionClient = ({ onSessionEnd }) =>
    createClient({ baseUrl: '', cookies, retryDelayMs: 0, session: { onSessionEnd } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders createClient={createSessionClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, cookies };
}

/** Sets the window's scroll position and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
