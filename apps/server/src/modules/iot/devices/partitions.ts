// The points' day partitions (ADR 0099): `iot_points_YYYYMMDD` holds [midnight UTC, next midnight UTC). The
// hourly `iot.partitions` job creates today's and the next two days', and drops those wholly older than the
// retention period (`IOT_RETENTION_DAYS`, default 90) with their roll-ups; ingest that meets a missing
// partition (a late point within the retention) creates it and tries again. The same SQL on PGlite and
// PostgreSQL.
import type { Queryable } from '../../../db/db.ts';
import type { JobDefinition } from '../../../plugins/openapi/operation.ts';

const dayMs = 86_400_000;

/** `IOT_RETENTION_DAYS`: how long points and roll-ups are kept, in days (default 90, 1 to 3650). */
export function iotRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.IOT_RETENTION_DAYS;
  if (raw === undefined || raw === '') return 90;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 3650) {
    throw new Error(`IOT_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${raw}"`);
  }
  return Number(raw);
}

/** The oldest instant kept at `at`: points recorded before it are dropped. */
export const retentionCutoff = (at: Date, retentionDays = iotRetentionDays()): Date =>
  new Date(at.getTime() - retentionDays * dayMs);

/** Midnight UTC of the day `time` falls in, in ms. */
export const dayStart = (time: number): number => Math.floor(time / dayMs) * dayMs;

/** The partition name of the day starting at `day` (ms at midnight UTC). */
export const partitionName = (day: number): string =>
  `iot_points_${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`;

/** The SQLSTATEs of a table created by two sessions at once: the loser's is harmless. */
const alreadyThere = new Set(['42P07', '23505']);

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** Creates the partition of each day in `days` (ms at midnight UTC) that does not exist yet. */
export async function createPartitions(q: Queryable, days: Iterable<number>): Promise<void> {
  for (const day of new Set(days)) {
    const from = new Date(day).toISOString();
    const to = new Date(day + dayMs).toISOString();
    try {
      await q.query(
        `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF iot_points
           FOR VALUES FROM ('${from}') TO ('${to}')`,
      );
    } catch (error) {
      if (!alreadyThere.has(codeOf(error) as string)) throw error;
    }
  }
}

/** The day partitions that exist, by the day they hold (ms at midnight UTC). */
export async function existingPartitions(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid
       JOIN pg_class p ON p.oid = i.inhparent
       JOIN pg_namespace n ON n.oid = p.relnamespace
      WHERE p.relname = 'iot_points' AND n.nspname = current_schema()`,
  );
  return rows.flatMap(({ name }) => {
    const match = /^iot_points_(\d{4})(\d{2})(\d{2})$/.exec(name);
    return match === null ? [] : [Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))];
  });
}

/**
 * Creates today's partition and the next two days', drops every partition wholly older than the retention
 * cutoff and the roll-ups before it. Answers what it did.
 */
export async function maintainPartitions(
  q: Queryable,
  at: Date,
  retentionDays = iotRetentionDays(),
): Promise<{ created: number; dropped: number }> {
  const today = dayStart(at.getTime());
  const before = new Set(await existingPartitions(q));
  const wanted = [today, today + dayMs, today + 2 * dayMs];
  await createPartitions(q, wanted);
  const cutoff = retentionCutoff(at, retentionDays).getTime();
  let dropped = 0;
  for (const day of before) {
    if (day + dayMs > cutoff) continue;
    await q.query(`DROP TABLE IF EXISTS ${partitionName(day)}`);
    dropped += 1;
  }
  const cutoffDate = new Date(cutoff);
  await q.query('DELETE FROM iot_rollups_minute WHERE bucket < $1', [cutoffDate]);
  await q.query('DELETE FROM iot_rollups_hour WHERE bucket < $1', [cutoffDate]);
  return { created: wanted.filter((day) => !before.has(day)).length, dropped };
}

/** `iot.partitions`: every hour, on the queue (one occurrence across every instance). */
export const partitionsJob: JobDefinition = {
  async run(_payload, { db, now, log }) {
    const done = await maintainPartitions(db, now());
    if (done.created > 0 || done.dropped > 0) log.info(done, 'Maintained the points partitions');
  },
  maxAttempts: 3,
  schedule: () => ({ every: 60 * 60_000 }),
};
