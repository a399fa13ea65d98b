// The keys module's only door: its operations, security check and start (key look-ups and their CORS rule)
// for app.ts, and the insert the demo data uses.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { authSettings } from '../auth/index.ts';
import { publishableKey } from './authenticator.ts';
import { keyedCors } from './cors.ts';
import { createPublishableKey, listPublishableKeys, revokePublishableKey } from './handlers.ts';
import { createKeyCache, type PublishableKeyLookups } from './key-cache.ts';

export { keyHeader, keyShape } from './authenticator.ts';
export { insertKeyIfAbsent } from './repository.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    /** This process's recent publishable-key look-ups, forgotten when a key is created or revoked here. */
    keys: PublishableKeyLookups;
  }
}

/** Most keys (and, apart, origins) a process remembers; the least recently loaded go first. */
const keysKept = 10_000;

/** Publishable keys for the widgets on partner sites, the `publishableKey` security scheme and its CORS. */
export const keysModule: ServerModule<'keys'> = {
  name: 'keys',
  tables: ['publishable_keys'],
  operations: { createPublishableKey, listPublishableKeys, revokePublishableKey },
  authenticators: { publishableKey },
  start: ({ db, now, options }) => {
    // Trusted as long as a session look-up, so a key revoked on another instance stops as soon as a session would.
    const lookups = createKeyCache({
      db,
      ttlMs: authSettings(options).sessionCheckSeconds * 1000,
      maxEntries: keysKept,
    });
    return { services: lookups, cors: [keyedCors(lookups, now)] };
  },
};
