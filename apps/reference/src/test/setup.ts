import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearBrowserCookies } from './browser-cookies';
import { server } from './msw-server';
import { scrollWindowTo } from './render-app';

// Any request without a handler fails the test: nothing may reach a real network by accident.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearBrowserCookies();
  scrollWindowTo(0);
});
afterAll(() => server.close());
