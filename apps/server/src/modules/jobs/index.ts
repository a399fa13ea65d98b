// The jobs module's only door: the queue other modules enqueue their deferred work on (ADR 0094), the runner
// `app.ts` starts with every module's job definitions (`AnyServerModule.jobs`), recurring jobs, and the
// dead-letter list operators see and replay (the admin API and `pnpm --filter @robomarket/server jobs`).
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { cleanupJob } from './cleanup.ts';
import { listAdminJobs, replayJob } from './handlers.ts';

export type { JobDefinition } from '../../plugins/openapi/operation.ts';
export { countJobs, listJobs, replayAllDeadJobs, replayDeadJob } from './dead-letters.ts';
export { enqueueJob, runDueJobs, scheduleRecurringJobs } from './queue.ts';
export { startJobRunner } from './runner.ts';

/** The job queue (contract tag `jobs`): it owns the `jobs` table and cleans it up daily. */
export const jobsModule: ServerModule<'jobs'> = {
  name: 'jobs',
  tables: ['jobs'],
  operations: { listAdminJobs, replayJob },
  jobs: { 'jobs.cleanup': cleanupJob },
};
