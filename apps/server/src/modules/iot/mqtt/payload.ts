// An MQTT payload is not validated by the contract as an HTTP body is: this checks the same shape as
// `PostIotMetricsRequest` (1 to 500 points; a name, a finite number, an optional unit, a timestamp) before it
// reaches `ingestPoints`, which applies the same rules as over HTTPS to the values themselves.
import type { IotMetricInput } from '../devices/ingest.ts';

/** The most bytes a payload may have (500 points of long names and units fit well within). */
export const maxPayloadBytes = 256 * 1024;
const maxPoints = 500;
const metricName = /^\s*[A-Za-z][A-Za-z0-9_.-]{0,63}\s*$/;
// The date-time of the contract (RFC 3339), with a year from 0001.
const dateTime = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function point(value: unknown): IotMetricInput | undefined {
  if (!isRecord(value)) return undefined;
  const { name, value: reading, unit, recordedAt, ...rest } = value;
  if (Object.keys(rest).length > 0) return undefined;
  if (typeof name !== 'string' || !metricName.test(name)) return undefined;
  if (typeof reading !== 'number' || !Number.isFinite(reading)) return undefined;
  if (unit !== undefined && (typeof unit !== 'string' || unit.length > 32 || /[\p{Cc}\p{Cs}]/u.test(unit)))
    return undefined;
  if (typeof recordedAt !== 'string' || !dateTime.test(recordedAt) || Number.isNaN(Date.parse(recordedAt))) {
    return undefined;
  }
  return unit === undefined
    ? { name, value: reading, recordedAt }
    : { name, value: reading, unit, recordedAt };
}

/** The points of a payload, or undefined when it is not a `PostIotMetricsRequest` as JSON. */
export function parseMetricsPayload(payload: Buffer | string): IotMetricInput[] | undefined {
  if (payload.length > maxPayloadBytes) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(body) || Object.keys(body).length !== 1 || !Array.isArray(body.metrics)) return undefined;
  const { metrics } = body;
  if (metrics.length < 1 || metrics.length > maxPoints) return undefined;
  const points: IotMetricInput[] = [];
  for (const entry of metrics) {
    const parsed = point(entry);
    if (parsed === undefined) return undefined;
    points.push(parsed);
  }
  return points;
}
