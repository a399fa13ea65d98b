// The payments' recurring job (ADR 0094): every `sweepIntervalMs`, open sessions past their lifetime expire
// (payment EXPIRED, workflow back to PRICE_AGREED), and held funds whose inspection period ended with no
// active dispute are released to the seller. Readers and moves check too, so the job only keeps the database
// tidy between visits. Both steps check each row's state under its lock, so a run repeated is harmless.
import type { JobDefinition } from '../jobs/index.ts';
import { expireOverdue, releaseInspected } from './flow.ts';
import { paymentSettings } from './settings.ts';

/** `payments.expire-overdue`: on the queue every `sweepIntervalMs` (0 turns it off). */
export const expireOverdueJob: JobDefinition = {
  async run(_payload, { db, now }) {
    await expireOverdue(db, now());
    await releaseInspected(db, now());
  },
  maxAttempts: 3,
  schedule: () => {
    const every = paymentSettings().sweepIntervalMs;
    return every > 0 ? { every } : undefined;
  },
};
