import { setupServer } from 'msw/node';
import { sessionServerHandlers } from './browser-cookies';

/**
 * The tests' network. Each test declares the calls it expects; the one default is the server's side of the
 * session cookies (refresh and logout, see browser-cookies.ts), which a test's own handlers override.
 */
export const server = setupServer(...sessionServerHandlers);
