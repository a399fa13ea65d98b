// The server's expiry timer: every `sweepIntervalMs`, open sessions past their lifetime expire (payment
// EXPIRED, workflow back to PRICE_AGREED), and held funds whose inspection period ended with no active
// dispute are released to the seller. Readers and moves check too, so the timer only keeps the database
// tidy between visits.
import type { Db } from '../../db/db.ts';
import { expireOverdue, releaseInspected } from './flow.ts';
import { paymentSettings } from './settings.ts';

/** Starts the timer; the returned function stops it (call it when the server closes). */
export function startExpiryTimer(db: Db, now: () => Date, onError: (error: unknown) => void): () => void {
  const interval = paymentSettings().sweepIntervalMs;
  if (interval <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOverdue(db, now())
      .then(() => releaseInspected(db, now()))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
