// What an operator sees of the queue and does with it (ADR 0094): the jobs of one state (the dead-letter list
// when `dead`), the counts by state, and replaying a dead job. Shared by the admin API and `pnpm jobs`.
import { type JobState, jobStateValues } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';

/** A job as operators see it: never its payload (it may carry personal data). */
export interface JobRow {
  id: string;
  name: string;
  key: string | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  created_at: Date;
  finished_at: Date | null;
  last_error: string | null;
}

const jobColumns = `id::text, name, key, state, attempts, max_attempts, run_at, created_at, finished_at,
  last_error`;

/** The jobs in `state`, newest first, after the job `beforeId` when given. */
export async function listJobs(
  q: Queryable,
  state: JobState,
  limit: number,
  beforeId?: string,
): Promise<JobRow[]> {
  return q.query<JobRow>(
    `SELECT ${jobColumns} FROM jobs
     WHERE state = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
     ORDER BY jobs.id DESC LIMIT $3`,
    [state, beforeId ?? null, limit],
  );
}

/** How many jobs are in each state. */
export async function countJobs(q: Queryable): Promise<Record<JobState, number>> {
  const rows = await q.query<{ state: JobState; count: number }>(
    'SELECT state, count(*)::int AS count FROM jobs GROUP BY state',
  );
  const counts = Object.fromEntries(jobStateValues.map((state) => [state, 0])) as Record<JobState, number>;
  for (const row of rows) counts[row.state] = row.count;
  return counts;
}

/** Why a replay did nothing. */
export type ReplayRefusal = 'not_found' | 'not_dead';

/**
 * Puts dead job `id` back on the queue, due at `at`, its attempts counted from zero. When another job of the
 * same name and key waits already, the replayed one loses its key so that both run (it is this job's own
 * run an operator asked for).
 */
export async function replayDeadJob(q: Queryable, id: string, at: Date): Promise<JobRow | ReplayRefusal> {
  const [row] = await q.query<JobRow>(
    `UPDATE jobs j SET state = 'queued', attempts = 0, run_at = $2, finished_at = NULL, locked_until = NULL,
       key = CASE WHEN EXISTS (
         SELECT 1 FROM jobs w WHERE w.name = j.name AND w.key = j.key AND w.state IN ('queued', 'running')
       ) THEN NULL ELSE j.key END
     WHERE id = $1 AND state = 'dead'
     RETURNING ${jobColumns}`,
    [id, at],
  );
  if (row !== undefined) {
    await q.query(`SELECT pg_notify('jobs', $1)`, [row.name]);
    return row;
  }
  const [exists] = await q.query('SELECT 1 FROM jobs WHERE id = $1', [id]);
  return exists === undefined ? 'not_found' : 'not_dead';
}

/** Replays every dead job at `at`; answers how many. */
export async function replayAllDeadJobs(q: Queryable, at: Date): Promise<number> {
  let replayed = 0;
  for (;;) {
    const batch = await listJobs(q, 'dead', 100);
    if (batch.length === 0) return replayed;
    for (const job of batch) if (typeof (await replayDeadJob(q, job.id, at)) !== 'string') replayed += 1;
  }
}

/** Deletes the jobs done before `before` (dead ones stay until replayed); answers how many. */
export async function deleteFinishedJobs(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query('DELETE FROM jobs WHERE state = $1 AND finished_at < $2 RETURNING 1', [
    'done',
    before,
  ]);
  return rows.length;
}
