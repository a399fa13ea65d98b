// The app's job runner: runs due jobs when one is enqueued (the `jobs` notification) and every `pollMs`
// (jobs due later, claims that lapsed).
import type { JobContext, JobDefinitions } from '../../plugins/openapi/operation.ts';
import { runDueJobs } from './queue.ts';

/**
 * Starts the runner; the returned function stops it: no job is claimed after that, and it resolves once the
 * job in hand (if any) has finished. `pollMs` 0: never runs.
 */
export async function startJobRunner(
  definitions: JobDefinitions,
  context: JobContext,
  pollMs: number,
): Promise<() => Promise<void>> {
  if (pollMs <= 0) return async () => {};
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): void => {
    if (stopped) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = runDueJobs(definitions, context, 100, () => !stopped)
      .then(() => undefined)
      .catch((error: unknown) => context.log.error({ err: error }, 'Running jobs failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unlisten = await context.db.listen('jobs', run);
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
