import { createClient, createMemoryCookieStore } from '@robomarket/api-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

/**
 * Renders the real route table in a memory router at `path`, with the real providers (a client with an
 * in-memory cookie jar and no retry delay). Returns the router, so tests can read where navigation went.
 */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createClient({ baseUrl: '', cookies: createMemoryCookieStore(), retryDelayMs: 0 });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Sets the window's scroll position and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
