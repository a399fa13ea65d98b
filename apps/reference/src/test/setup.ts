import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearBrowserCookies } from './browser-cookies';
import { server } from './msw-server';
import { scrollWindowTo } from './render-app';

// A route's lazy chunk loads later on a busy machine than the default 1 s of waiting allows: every wait for
// what the page shows (testing-library's and `vi.waitFor`) gives it 10 s, still ending at once when it shows.
configure({ asyncUtilTimeout: 10_000 });
const waitForCondition = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitForCondition(
    callback,
    typeof options === 'number' ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;

// Any request without a handler fails the test: nothing may reach a real network by accident.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearBrowserCookies();
  scrollWindowTo(0);
});
afterAll(() => server.close());
