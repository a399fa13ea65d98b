// Reading a device's telemetry (ADR 0099): chart series at the resolution of their range (raw points for an
// hour, minute roll-ups for a day, hour roll-ups for a week or a month) and the raw points newest first. A
// seller reads only the metrics the owner shares; the others come back empty.
import type { IotRange, IotResolution } from '@robomarket/api-client/enums';
import type { Queryable } from '../../../db/db.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { cursorJson, invalidCursor, isCursorTime, pageSize } from '../../../lib/list-cursor.ts';
import type { OperationHandler } from '../../../plugins/openapi/operation.ts';
import { readableMetrics, visibleDevice } from './access.ts';
import { metricName } from './ingest.ts';

const hourMs = 3_600_000;

/** How long each range is, and the resolution it is read at. */
export const ranges: Readonly<Record<IotRange, { ms: number; resolution: IotResolution }>> = {
  '1h': { ms: hourMs, resolution: 'RAW' },
  '24h': { ms: 24 * hourMs, resolution: 'MINUTE' },
  '7d': { ms: 7 * 24 * hourMs, resolution: 'HOUR' },
  '30d': { ms: 30 * 24 * hourMs, resolution: 'HOUR' },
};

/** A time of the query inside the years the database reads, else a 400 naming it. */
function queryTime(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || !isCursorTime(time)) {
    throw new ApiError(400, 'validation_failed', 'Request validation failed', {
      detail: `query/${name} must be a time between the years 1970 and 9999`,
    });
  }
  return time;
}

/** Metric names of the query, normalised and each once; a 400 for one that is not a name. */
function metricsOf(names: readonly string[]): string[] {
  const normal: string[] = [];
  for (const name of names) {
    const metric = metricName(name);
    if (metric === undefined) {
      throw new ApiError(400, 'validation_failed', 'Request validation failed', {
        detail: 'query/metric must be a metric name',
      });
    }
    if (!normal.includes(metric)) normal.push(metric);
  }
  return normal;
}

interface BucketRow {
  metric: string;
  t: string;
  avg: number;
  min: number;
  max: number;
  last: number;
  count: number;
  unit: string | null;
}

/** SQL: a time as the RFC 3339 text the answer carries, so no row's time is parsed and printed again. */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const rawSql = `SELECT metric, ${isoText('recorded_at')} AS t, value AS avg, value AS min, value AS max, value AS last,
    1 AS count, unit
  FROM iot_points WHERE device_id = $1 AND metric = ANY($2::text[]) AND recorded_at > $3 AND recorded_at <= $4
  ORDER BY metric, recorded_at`;

const rollupSql = (
  table: string,
) => `SELECT metric, bucket AS t, sum / count AS avg, min, max, last, count, unit
  FROM ${table} WHERE device_id = $1 AND metric = ANY($2::text[]) AND bucket > $3 AND bucket <= $4
  ORDER BY metric, bucket`;

const sqlOf: Record<IotResolution, string> = {
  RAW: rawSql,
  MINUTE: rollupSql('iot_rollups_minute'),
  HOUR: rollupSql('iot_rollups_hour'),
};

/** The buckets of `metrics` of a device in (from, to], at `resolution`, by metric. */
export async function readSeries(
  q: Queryable,
  deviceId: string,
  metrics: readonly string[],
  resolution: IotResolution,
  from: Date,
  to: Date,
): Promise<Map<string, BucketRow[]>> {
  const byMetric = new Map<string, BucketRow[]>();
  if (metrics.length === 0) return byMetric;
  const rows = await q.query<BucketRow>(sqlOf[resolution], [deviceId, metrics, from, to], {
    prepare: true,
  });
  for (const row of rows) {
    const list = byMetric.get(row.metric) ?? [];
    list.push(row);
    byMetric.set(row.metric, list);
  }
  return byMetric;
}

export const getIotSeries: OperationHandler<'getIotSeries'> = {
  handle: async (request, _reply, { db, now }) => {
    const at = now();
    const to = queryTime(request.query.to, 'to') ?? at;
    const range = request.query.range ?? '24h';
    const { ms, resolution } = ranges[range];
    const from = new Date(to.getTime() - ms);
    const metrics = metricsOf(request.query.metric);
    const { device, viewer } = await visibleDevice(request, db, request.params.deviceId, at);
    const readable = readableMetrics(device, viewer);
    const allowed = metrics.filter((metric) => readable === undefined || readable.has(metric));
    const byMetric = await readSeries(db, device.id, allowed, resolution, from, to);
    return {
      deviceId: device.id,
      range,
      resolution,
      from,
      to,
      series: metrics.map((metric) => {
        const buckets = byMetric.get(metric) ?? [];
        return {
          metric,
          unit: buckets.findLast((bucket) => bucket.unit !== null)?.unit ?? null,
          points: buckets.map((bucket) => ({
            t: bucket.t,
            avg: Number(bucket.avg),
            min: Number(bucket.min),
            max: Number(bucket.max),
            last: Number(bucket.last),
            count: Number(bucket.count),
          })),
        };
      }),
    };
  },
};

/** Where a page of raw points starts: after the point with this time and metric (newest first). */
function decodePointCursor(cursor: string): { at: Date; metric: string } {
  const value = cursorJson(cursor);
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') {
    const at = new Date(value[0]);
    const metric = metricName(value[1]);
    if (metric !== undefined && metric === value[1] && !Number.isNaN(at.getTime()) && isCursorTime(at)) {
      return { at, metric };
    }
  }
  throw invalidCursor('the points');
}

const encodePointCursor = (row: { recorded_at: Date; metric: string }) =>
  Buffer.from(JSON.stringify([new Date(row.recorded_at).toISOString(), row.metric])).toString('base64url');

export const listIotMetrics: OperationHandler<'listIotMetrics'> = {
  handle: async (request, _reply, { db, now }) => {
    const limit = pageSize(request.query.limit);
    const from = queryTime(request.query.from, 'from');
    const to = queryTime(request.query.to, 'to');
    const name = request.query.name === undefined ? undefined : metricsOf([request.query.name])[0];
    const after = request.query.cursor === undefined ? undefined : decodePointCursor(request.query.cursor);
    const { device, viewer } = await visibleDevice(request, db, request.params.id, now());
    const readable = readableMetrics(device, viewer);
    const rows = await db.query<{
      metric: string;
      value: number;
      unit: string | null;
      recorded_at: Date;
    }>(
      `SELECT metric, value, unit, recorded_at FROM iot_points
        WHERE device_id = $1
          AND ($2::text IS NULL OR metric = $2::text)
          AND ($3::text[] IS NULL OR metric = ANY($3::text[]))
          AND ($4::timestamptz IS NULL OR recorded_at >= $4::timestamptz)
          AND ($5::timestamptz IS NULL OR recorded_at < $5::timestamptz)
          AND ($6::timestamptz IS NULL OR (recorded_at, metric) < ($6::timestamptz, $7::text))
        ORDER BY recorded_at DESC, metric DESC LIMIT $8`,
      [
        device.id,
        name ?? null,
        readable === undefined ? null : [...readable],
        from ?? null,
        to ?? null,
        after?.at ?? null,
        after?.metric ?? null,
        limit + 1,
      ],
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      metrics: items.map((row) => ({
        name: row.metric,
        value: Number(row.value),
        unit: row.unit,
        recordedAt: row.recorded_at,
      })),
      next_cursor: rows.length > limit && last !== undefined ? encodePointCursor(last) : null,
    };
  },
};
