import { createClient } from '@robomarket/api-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import type { CreateSessionClient } from '../features/auth';
import { browserCookies, saveBrowserCookies } from './browser-cookies';

export interface RenderAppOptions {
  /** Cookies the browser holds when the app starts, e.g. `signedInCookies()` to restore a session. */
  cookies?: Record<string, string>;
}

/**
 * Renders the real route table in a memory router at `path` (or the last of several history entries), with
 * the real providers and a client as the browser gets it (cookie delivery, retries without delay). The
 * browser's cookies start as given; the fake server of browser-cookies.ts sets and clears them. Returns the
 * router, so tests can read where navigation went, and the cookies.
 */
export function renderApp(path: string | string[] = '/', options: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: Array.isArray(path) ? path : [path] });
  saveBrowserCookies(options.cookies ?? {});
  const createSessionClient: CreateSessionClient = ({ onSessionEnd }) =>
    createClient({ baseUrl: '', retryDelayMs: 0, session: { onSessionEnd } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders createClient={createSessionClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, cookies: browserCookies };
}

/** Sets the window's scroll position and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
