// The durable job queue (ADR 0094): jobs are rows of `jobs`, enqueued in the transaction of the change that
// asks for them (a rolled-back change leaves no job), and claimed with `FOR UPDATE SKIP LOCKED`, so that
// one runner among several server instances runs each job.
import type { Db, Queryable } from '../../db/db.ts';
import type {
  JobContext,
  JobDefinition,
  JobDefinitions,
  JobSchedule,
} from '../../plugins/openapi/operation.ts';

export interface EnqueueOptions {
  /** When it may run; now when absent. */
  runAt?: Date;
  /** At most one waiting job per name and key: a second enqueue while one waits does nothing. */
  key?: string;
  maxAttempts?: number;
}

/**
 * Enqueues a job, in `q`'s transaction when `q` is one (the job exists only if the change commits). `now` is
 * the app's clock: the job is due from then unless `runAt` says later.
 */
export async function enqueueJob(
  q: Queryable,
  name: string,
  payload: unknown,
  now: Date,
  options: EnqueueOptions = {},
): Promise<void> {
  await q.query(
    `INSERT INTO jobs (name, payload, key, run_at, max_attempts, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (name, key) WHERE key IS NOT NULL AND state IN ('queued', 'running') DO NOTHING`,
    [
      name,
      JSON.stringify(payload ?? {}),
      options.key ?? null,
      options.runAt ?? now,
      options.maxAttempts ?? 5,
      now,
    ],
  );
  await q.query(`SELECT pg_notify('jobs', $1)`, [name]);
}

interface ClaimedJob {
  id: string;
  name: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** How long a claim holds before another runner may take the job (a runner that died mid-job). */
const claimMs = 5 * 60_000;

/** Claims one due job, or none; the claim is committed before the job runs. */
async function claimJob(db: Db, at: Date): Promise<ClaimedJob | undefined> {
  const [job] = await db.query<ClaimedJob>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = $2
     WHERE id = (
       SELECT id FROM jobs
       WHERE (state = 'queued' AND run_at <= $1) OR (state = 'running' AND locked_until <= $1)
       ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id::text, name, key, payload, attempts, max_attempts`,
    [at, new Date(at.getTime() + claimMs)],
  );
  return job;
}

/** The wait before attempt `attempts + 1`: 10 s, 20 s, 40 s, ... up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The key of a recurring job's waiting occurrence: one per job name across every instance. */
export const scheduleKey = 'schedule';

const dailyAtText = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** When a recurring job runs next after `after`; throws on a schedule that makes no sense (a wiring mistake). */
export function nextOccurrence(schedule: JobSchedule, after: Date): Date {
  if ('every' in schedule) {
    if (!Number.isInteger(schedule.every) || schedule.every < 1000) {
      throw new Error(`A recurring job runs at most every second, got every ${schedule.every} ms`);
    }
    return new Date(after.getTime() + schedule.every);
  }
  const match = dailyAtText.exec(schedule.dailyAt);
  if (match === null) throw new Error(`dailyAt is a UTC time "HH:MM", got "${schedule.dailyAt}"`);
  const next = new Date(after);
  next.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Enqueues the next occurrence of recurring job `name` after `at`, unless its schedule is off or one waits. */
async function scheduleNext(q: Queryable, name: string, definition: JobDefinition, at: Date): Promise<void> {
  const schedule = definition.schedule?.();
  if (schedule === undefined) return;
  await enqueueJob(q, name, {}, at, {
    key: scheduleKey,
    runAt: nextOccurrence(schedule, at),
    maxAttempts: definition.maxAttempts,
  });
}

/**
 * Makes sure every recurring job has its waiting occurrence (the app does this when it starts; every instance
 * may: the unique waiting key keeps one).
 */
export async function scheduleRecurringJobs(db: Db, definitions: JobDefinitions, at: Date): Promise<void> {
  for (const [name, definition] of Object.entries(definitions)) {
    await scheduleNext(db, name, definition, at);
  }
}

/**
 * Runs the jobs due now, one after another, until none is due, `limit` ran or `keepGoing()` answers false
 * (the runner stopping: the job in hand finishes first); answers how many ran. A job whose name no module
 * defines is dead at once. After an occurrence of a recurring job (done or dead) the next one is scheduled in
 * the same transaction that closes it.
 */
export async function runDueJobs(
  definitions: JobDefinitions,
  context: JobContext,
  limit = 100,
  keepGoing: () => boolean = () => true,
): Promise<number> {
  let ran = 0;
  while (ran < limit && keepGoing()) {
    const job = await claimJob(context.db, context.now());
    if (job === undefined) break;
    ran += 1;
    const definition = definitions[job.name];
    const recurring = definition !== undefined && job.key === scheduleKey;
    try {
      if (definition === undefined) throw new Error(`No module defines the job ${job.name}`);
      await definition.run(job.payload, context);
      const at = context.now();
      await context.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE jobs SET state = 'done', locked_until = NULL, finished_at = $2 WHERE id = $1`,
          [job.id, at],
        );
        if (recurring) await scheduleNext(tx, job.name, definition, at);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead =
        definition === undefined ||
        job.attempts >= Math.min(job.max_attempts, definition.maxAttempts ?? job.max_attempts);
      const at = context.now();
      await context.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE jobs SET state = $2, locked_until = NULL, last_error = $3, run_at = $4,
             finished_at = CASE WHEN $2 = 'dead' THEN $5::timestamptz END
           WHERE id = $1`,
          [
            job.id,
            dead ? 'dead' : 'queued',
            message.slice(0, 2000),
            dead ? at : new Date(at.getTime() + retryDelayMs(job.attempts)),
            at,
          ],
        );
        // A dead occurrence does not end the series.
        if (dead && recurring) await scheduleNext(tx, job.name, definition, at);
      });
      context.log.error({ err: error, job: job.name, attempts: job.attempts }, 'A job failed');
    }
  }
  return ran;
}
