import { setupServer } from 'msw/node';
import { acceptanceServerHandlers } from './acceptance-fixtures';
import { approvalServerHandlers } from './approval-fixtures';
import { sessionServerHandlers } from './browser-cookies';
import { messagingServerHandlers } from './messaging-fixtures';
import { notificationServerHandlers } from './notification-fixtures';

/**
 * The tests' network. Each test declares the calls it expects; the defaults are the server's side of the
 * session cookies (refresh and logout, see browser-cookies.ts) and an empty conversation on every workflow
 * page (messaging-fixtures.ts), no award waiting for approval (approval-fixtures.ts), no notifications
 * (notification-fixtures.ts) and no acceptance test on a deal (acceptance-fixtures.ts), which a test's own
 * handlers override.
 */
export const server = setupServer(
  ...sessionServerHandlers,
  ...messagingServerHandlers,
  ...approvalServerHandlers,
  ...notificationServerHandlers,
  ...acceptanceServerHandlers,
);
