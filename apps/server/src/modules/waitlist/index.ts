// The waitlist module's only door.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { joinWaitlist } from './handlers.ts';

/** Early-access sign-ups (contract tag `waitlist`). */
export const waitlistModule: ServerModule<'waitlist'> = {
  name: 'waitlist',
  tables: ['waitlist_signups'],
  operations: { joinWaitlist },
  rateLimits: {
    /** Waitlist sign-ups per client address. */
    waitlistSignup: { limit: 20, windowMs: 60_000 },
  },
};
