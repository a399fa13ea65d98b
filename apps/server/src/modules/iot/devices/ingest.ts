// Ingest (ADR 0099): one batch of a device's points, over HTTPS (`postIotMetrics`) or MQTT, in one
// transaction: the points inserted once (a duplicate changes nothing), the minute and hour roll-ups updated
// for the new points only, the device's last seen and battery, the module's listeners (`pointsStored`), and a
// notification to every instance's device streams on the `iot_points` channel once it commits.
import type { components } from '@robomarket/api-client/schema';
import type { Db, Queryable } from '../../../db/db.ts';
import { ApiError, type FieldProblem } from '../../../lib/api-error.ts';
import { isCursorTime, uuidText } from '../../../lib/list-cursor.ts';
import type { RateLimiter } from '../../../lib/rate-limits.ts';
import { pointsStored, type StoredPoint } from '../points-stored.ts';
import { iotPointsChannel } from '../stream/channels.ts';
import { credentialMatches } from './credential.ts';
import { createPartitions, dayStart, iotRetentionDays, retentionCutoff } from './partitions.ts';
import { storedCredential } from './repository.ts';

/** One point as a device sends it. */
export type IotMetricInput = components['schemas']['IotMetricInput'];
/** What ingest answers. */
export type PostIotMetricsResponse = components['schemas']['PostIotMetricsResponse'];

/** Most points in one batch. */
export const maxBatchPoints = 500;

/** How far ahead of the server's clock a point may be stamped (devices' clocks drift). */
export const futureToleranceMs = 5 * 60_000;

/** The rate limit ingest counts batches under, per device. */
export const ingestRateLimit = 'iotIngest';

/** What ingest needs: the database, the clock, the per-device rate limiter (none: unlimited). */
export interface IngestContext {
  db: Db;
  now: () => Date;
  limiter?: RateLimiter | undefined;
  /** Days points are kept (default `IOT_RETENTION_DAYS`). */
  retentionDays?: number | undefined;
}

/** A metric name as stored: trimmed, lower-cased, `-` as `_`. */
export const normaliseMetric = (name: string): string => name.trim().toLowerCase().replaceAll('-', '_');

/** The contract's `IotMetricName`, once normalised. */
const metricShape = /^[a-z][a-z0-9_.]{0,63}$/;
/** RFC 3339 date-time, as the contract's `format: date-time`. */
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** Control characters, bidirectional overrides, isolates and marks, lone surrogates: never in a unit or name. */
const unsafeText = /[\p{Cc}\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]|\p{Surrogate}/u;

/** Whether `text` holds a character no unit, name or serial number keeps (see `unsafeText`). */
export const hasUnsafeCharacters = (text: string): boolean => unsafeText.test(text);

/** The stored form of a metric name, or undefined when it is not one. */
export function metricName(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.length > 64) return undefined;
  const normal = normaliseMetric(name);
  return metricShape.test(normal) ? normal : undefined;
}

const refused = (message: string, fields: FieldProblem[]) => {
  const [first] = fields;
  return new ApiError(400, 'validation_failed', message, {
    detail: first === undefined ? undefined : `body/${first.field} ${first.message}`,
    fields,
  });
};

/**
 * The batch's points, checked and normalised (duplicates within the batch kept once, the first), and how many
 * are older than the retention cutoff. Any bad point refuses the whole batch (400).
 */
export function checkBatch(
  metrics: unknown,
  at: Date,
  cutoff: Date,
): { points: StoredPoint[]; dropped: number; duplicates: number } {
  if (!Array.isArray(metrics) || metrics.length < 1 || metrics.length > maxBatchPoints) {
    throw refused(`A batch holds 1 to ${maxBatchPoints} points`, [
      { field: 'metrics', message: `must hold 1 to ${maxBatchPoints} points` },
    ]);
  }
  const latest = at.getTime() + futureToleranceMs;
  const seen = new Set<string>();
  const points: StoredPoint[] = [];
  let dropped = 0;
  let duplicates = 0;
  for (const [index, input] of metrics.entries()) {
    const field = (name: string) => `metrics/${index}/${name}`;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw refused('Each point is an object', [{ field: `metrics/${index}`, message: 'must be an object' }]);
    }
    const point = input as Record<string, unknown>;
    const extra = Object.keys(point).find((key) => !['name', 'value', 'unit', 'recordedAt'].includes(key));
    if (extra !== undefined) {
      throw refused('Unknown field in a point', [
        { field: field(extra), message: 'is not a field of a point' },
      ]);
    }
    const metric = metricName(point.name);
    if (metric === undefined) {
      throw refused('Invalid metric name', [
        { field: field('name'), message: 'must be a letter then letters, digits, _ . or - (at most 64)' },
      ]);
    }
    const { value } = point;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw refused('Each value must be a finite number', [
        { field: field('value'), message: 'must be a finite number' },
      ]);
    }
    const { unit } = point;
    if (unit !== undefined && (typeof unit !== 'string' || unit.length > 32 || unsafeText.test(unit))) {
      throw refused('Invalid unit', [
        { field: field('unit'), message: 'must be at most 32 characters, without control characters' },
      ]);
    }
    const stamp = point.recordedAt;
    const recordedAt = typeof stamp === 'string' && dateTime.test(stamp) ? new Date(stamp) : undefined;
    if (recordedAt === undefined || Number.isNaN(recordedAt.getTime()) || !isCursorTime(recordedAt)) {
      throw refused('Invalid point time', [
        { field: field('recordedAt'), message: 'must be a date-time between the years 1970 and 9999' },
      ]);
    }
    if (recordedAt.getTime() > latest) {
      throw refused('A point is stamped in the future: check the device clock', [
        { field: field('recordedAt'), message: 'must not be more than 5 minutes ahead of the server' },
      ]);
    }
    if (recordedAt < cutoff) {
      dropped += 1;
      continue;
    }
    const key = pointKey(metric, recordedAt.getTime());
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    points.push({ metric, value, unit: typeof unit === 'string' && unit !== '' ? unit : null, recordedAt });
  }
  return { points, dropped, duplicates };
}

/** Whether `credential` is the current credential of device `deviceId` (a revoked one never is). */
export async function authenticateDevice(
  db: Queryable,
  deviceId: string,
  credential: string,
): Promise<boolean> {
  if (!uuidText.test(deviceId)) return false;
  const stored = await storedCredential(db, deviceId);
  return stored !== undefined && credentialMatches(credential, stored.hash);
}

/*
 * One statement: the new points, then the roll-ups of the new points only (one multi-row upsert each, grouped
 * by metric and bucket), then the device's last seen and battery. Rows go in key order, so two batches of one
 * device lock in the same order. $1 device, $2 metrics, $3 times, $4 values, $5 units.
 */
const rollup = (table: string, unit: 'minute' | 'hour') => `
  INSERT INTO ${table} AS r (device_id, metric, bucket, count, sum, min, max, last, last_at, unit)
  SELECT $1::uuid, i.metric, date_trunc('${unit}', i.recorded_at, 'UTC'), count(*), sum(i.value), min(i.value),
         max(i.value), (array_agg(i.value ORDER BY i.recorded_at DESC))[1], max(i.recorded_at),
         (array_agg(i.unit ORDER BY i.recorded_at DESC))[1]
    FROM inserted i GROUP BY i.metric, date_trunc('${unit}', i.recorded_at, 'UTC')
   ORDER BY 2, 3
  ON CONFLICT (device_id, metric, bucket) DO UPDATE SET
    count = r.count + excluded.count, sum = r.sum + excluded.sum,
    min = least(r.min, excluded.min), max = greatest(r.max, excluded.max),
    last = CASE WHEN excluded.last_at >= r.last_at THEN excluded.last ELSE r.last END,
    unit = CASE WHEN excluded.last_at >= r.last_at THEN COALESCE(excluded.unit, r.unit) ELSE r.unit END,
    last_at = greatest(r.last_at, excluded.last_at)`;

const storeSql = `
WITH input AS (
  SELECT * FROM unnest($2::text[], $3::timestamptz[], $4::float8[], $5::text[]) AS t(metric, recorded_at, value, unit)
),
inserted AS (
  INSERT INTO iot_points (device_id, metric, recorded_at, value, unit)
  SELECT $1::uuid, metric, recorded_at, value, unit FROM input ORDER BY metric, recorded_at
  ON CONFLICT DO NOTHING
  RETURNING metric, recorded_at, value, unit
),
minute AS (${rollup('iot_rollups_minute', 'minute')}),
hour AS (${rollup('iot_rollups_hour', 'hour')}),
battery AS (
  SELECT value, recorded_at FROM inserted WHERE metric = 'battery' ORDER BY recorded_at DESC LIMIT 1
),
device AS (
  UPDATE iot_devices d SET
    last_seen_at = greatest(d.last_seen_at, (SELECT max(recorded_at) FROM inserted)),
    last_battery = CASE WHEN b.recorded_at >= d.last_battery_at OR d.last_battery_at IS NULL
                        THEN b.value ELSE d.last_battery END,
    last_battery_at = greatest(d.last_battery_at, b.recorded_at)
   FROM (SELECT 1) one LEFT JOIN battery b ON true
  WHERE d.id = $1::uuid AND EXISTS (SELECT 1 FROM inserted)
)
SELECT metric, (extract(epoch FROM recorded_at) * 1000)::float8 AS ms FROM inserted`;

/** The key of a point within a batch: its metric and instant. */
const pointKey = (metric: string, ms: number) => `${metric}\u0000${ms}`;

/** The largest notification payload sent; PostgreSQL refuses one of 8000 bytes or more. */
const maxPayloadBytes = 7000;

/** Sends the stored points on the `iot_points` channel, in as many notifications as their size needs. */
async function announcePoints(
  tx: Queryable,
  deviceId: string,
  points: readonly StoredPoint[],
): Promise<void> {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const point of points) {
    const text = JSON.stringify({
      name: point.metric,
      value: point.value,
      unit: point.unit,
      recordedAt: point.recordedAt.toISOString(),
    });
    const bytes = Buffer.byteLength(text);
    if (size + bytes > maxPayloadBytes && current.length > 0) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += bytes + 1;
  }
  if (current.length > 0) chunks.push(current);
  // One round trip for every chunk.
  await tx.query(
    `SELECT pg_notify($1 || current_schema(), payload) FROM unnest($2::text[]) AS payload`,
    [
      iotPointsChannel,
      chunks.map((chunk) => `{"deviceId":${JSON.stringify(deviceId)},"metrics":[${chunk.join(',')}]}`),
    ],
    { prepare: true },
  );
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A point with no partition for its day (PostgreSQL's check_violation "no partition of relation ..."). */
const missingPartition = (error: unknown) =>
  codeOf(error) === '23514' && /no partition/i.test(error instanceof Error ? error.message : '');

/**
 * Stores one batch of device `deviceId`'s points (the caller authenticated the device). Throws a 429 past
 * the device's rate limit and a 400 for a bad batch (nothing stored).
 */
export async function ingestPoints(
  context: IngestContext,
  deviceId: string,
  metrics: readonly IotMetricInput[],
): Promise<PostIotMetricsResponse> {
  if (context.limiter !== undefined) {
    const verdict = await context.limiter.hit(deviceId);
    if (!verdict.allowed) {
      throw new ApiError(
        429,
        'rate_limited',
        'Too many batches from this device; send fewer, larger batches',
        {
          headers: { 'retry-after': String(verdict.retryAfterSeconds) },
        },
      );
    }
  }
  const at = context.now();
  const cutoff = retentionCutoff(at, context.retentionDays ?? iotRetentionDays());
  const { points, dropped, duplicates } = checkBatch(metrics, at, cutoff);
  if (points.length === 0) return { accepted: 0, duplicates, dropped };
  const store = () =>
    context.db.transaction(async (tx) => {
      // Only the keys of the new points come back; the points themselves are the batch's own.
      const rows = await tx.query<{ metric: string; ms: number }>(
        storeSql,
        [
          deviceId,
          points.map((point) => point.metric),
          points.map((point) => point.recordedAt.toISOString()),
          points.map((point) => point.value),
          points.map((point) => point.unit),
        ],
        { prepare: true },
      );
      const inserted = new Set(rows.map((row) => pointKey(row.metric, Number(row.ms))));
      const stored = points.filter((point) =>
        inserted.has(pointKey(point.metric, point.recordedAt.getTime())),
      );
      if (stored.length > 0) {
        await pointsStored(tx, { deviceId, points: stored, at });
        await announcePoints(tx, deviceId, stored);
      }
      return stored.length;
    });
  let accepted: number;
  try {
    accepted = await store();
  } catch (error) {
    if (missingPartition(error)) {
      await createPartitions(
        context.db,
        points.map((point) => dayStart(point.recordedAt.getTime())),
      );
      accepted = await store();
    } else if (codeOf(error) === '40P01') {
      // Two batches of one device crossed: the other committed, so this one goes again.
      accepted = await store();
    } else {
      throw error;
    }
  }
  return { accepted, duplicates: duplicates + (points.length - accepted), dropped };
}
