// The daily clean-up (ADR 0094): jobs done longer ago than the retention are deleted (dead ones stay for the
// operators until replayed), and so are expired rate-limit counters.
import { deleteExpiredRateLimits } from '../../lib/rate-limits.ts';
import type { JobDefinition } from '../../plugins/openapi/operation.ts';
import { deleteFinishedJobs } from './dead-letters.ts';

/** `JOB_RETENTION_DAYS`: how long a done job is kept, in days (default 14, 1 to 3650). */
export function jobRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.JOB_RETENTION_DAYS;
  if (raw === undefined || raw === '') return 14;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 3650) {
    throw new Error(`JOB_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${raw}"`);
  }
  return Number(raw);
}

/** `jobs.cleanup`: every day at 03:30 UTC. */
export const cleanupJob: JobDefinition = {
  async run(_payload, { db, now, log }) {
    const at = now();
    const jobs = await deleteFinishedJobs(db, new Date(at.getTime() - jobRetentionDays() * 86_400_000));
    const rateLimits = await deleteExpiredRateLimits(db, at);
    log.info({ jobs, rateLimits }, 'Cleaned up finished jobs and expired rate limits');
  },
  maxAttempts: 3,
  schedule: () => ({ dailyAt: '03:30' }),
};
