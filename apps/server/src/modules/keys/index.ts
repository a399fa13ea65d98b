// The keys module's only door: its operations and security check for app.ts, and the key look-ups.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { publishableKey } from './authenticator.ts';
import { createPublishableKey, listPublishableKeys, revokePublishableKey } from './handlers.ts';

export { keyedCorsOrigin } from './cors.ts';
export { seedDemoKey } from './demo-key.ts';
export { createKeyCache } from './key-cache.ts';

/** Publishable keys for the widgets on partner sites, and the `publishableKey` security scheme. */
export const keysModule: ServerModule = {
  name: 'keys',
  tables: ['publishable_keys'],
  operations: { createPublishableKey, listPublishableKeys, revokePublishableKey },
  authenticators: { publishableKey },
};
