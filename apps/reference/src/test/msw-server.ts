import { setupServer } from 'msw/node';
import { approvalServerHandlers } from './approval-fixtures';
import { sessionServerHandlers } from './browser-cookies';
import { messagingServerHandlers } from './messaging-fixtures';

/**
 * The tests' network. Each test declares the calls it expects; the defaults are the server's side of the
 * session cookies (refresh and logout, see browser-cookies.ts) and an empty conversation on every workflow
 * page (messaging-fixtures.ts) and no award waiting for approval (approval-fixtures.ts), which a test's own
 * handlers override.
 */
export const server = setupServer(
  ...sessionServerHandlers,
  ...messagingServerHandlers,
  ...approvalServerHandlers,
);
