// The SQL of acceptance tests (migration 0035): the iot module's copy of a workflow's test and its last
// evaluation, and each registered unit's telemetry in its window, summed in the database.
import type { AcceptanceStatus } from '@robomarket/api-client/enums';
import type { Queryable } from '../../../db/db.ts';
import type { AcceptanceTest, UnitTelemetry } from './evaluate.ts';

export interface AcceptanceRow {
  workflow_id: string;
  test: AcceptanceTest;
  status: Exclude<AcceptanceStatus, 'NONE'>;
  evaluated_at: Date | null;
  passed_at: Date | null;
  release_at: Date | null;
  evidence: AcceptanceEvidence | null;
}

/** What a PASSED test keeps: the rule and, per unit, its hours and the summary of its counter's series. */
export interface AcceptanceEvidence {
  test: AcceptanceTest;
  units: {
    deviceId: string;
    deviceName: string;
    serialNumber: string;
    operatingHours: number;
    windowEndsAt: string;
    series: SeriesSummary;
  }[];
}

/** A unit's `operating_hours` points in its window, summed up. */
export interface SeriesSummary {
  points: number;
  firstAt: string | null;
  lastAt: string | null;
  firstValue: number | null;
  lastValue: number | null;
}

/** The metrics the test reads. */
export const operatingHoursMetric = 'operating_hours';
export const errorCodeMetric = 'error_code';

/** Keeps the test of a workflow just awarded (a repeated award keeps the first). */
export async function insertAcceptance(
  q: Queryable,
  workflowId: string,
  test: AcceptanceTest,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO iot_acceptance (workflow_id, test, status, created_at) VALUES ($1, $2::jsonb, 'WAITING', $3)
     ON CONFLICT (workflow_id) DO NOTHING`,
    [workflowId, JSON.stringify(test), at],
  );
}

export async function findAcceptance(
  q: Queryable,
  workflowId: string,
  lock = false,
): Promise<AcceptanceRow | undefined> {
  const [row] = await q.query<AcceptanceRow>(
    `SELECT workflow_id, test, status, evaluated_at, passed_at, release_at, evidence
       FROM iot_acceptance WHERE workflow_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [workflowId],
  );
  return row;
}

/** The workflow of device `deviceId` when its test still waits. */
export async function waitingWorkflowOfDevice(q: Queryable, deviceId: string): Promise<string | undefined> {
  const [row] = await q.query<{ workflow_id: string }>(
    `SELECT a.workflow_id FROM iot_devices d JOIN iot_acceptance a ON a.workflow_id = d.workflow_id
      WHERE d.id = $1 AND a.status = 'WAITING'`,
    [deviceId],
  );
  return row?.workflow_id;
}

/** Workflows whose test still waits and that have a unit, from `afterId` on (the job walks them in pages). */
export async function waitingWorkflows(
  q: Queryable,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await q.query<{ workflow_id: string }>(
    `SELECT a.workflow_id FROM iot_acceptance a
      WHERE a.status = 'WAITING' AND ($1::uuid IS NULL OR a.workflow_id > $1)
        AND EXISTS (SELECT 1 FROM iot_devices d WHERE d.workflow_id = a.workflow_id)
      ORDER BY a.workflow_id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => row.workflow_id);
}

/** A unit's telemetry and its counter's summary. */
export interface UnitReading extends UnitTelemetry {
  series: SeriesSummary;
}

interface UnitSqlRow {
  id: string;
  name: string;
  serial_number: string;
  registered_at: Date;
  hours: number | null;
  points: number;
  first_at: Date | null;
  last_at: Date | null;
  first_value: number | null;
  last_value: number | null;
  errors: { code: number; at: string }[] | null;
}

/**
 * Each unit registered on `workflowId` with its window's telemetry read up to `now`: the counter's rises
 * summed (as `operatingHoursOf` sums them), and its critical codes (at most 20 shown). `critical` is the
 * test's list; empty means any code but 0.
 */
export async function unitReadings(
  q: Queryable,
  workflowId: string,
  test: AcceptanceTest,
  now: Date,
): Promise<UnitReading[]> {
  const rows = await q.query<UnitSqlRow>(
    `SELECT d.id, d.name, d.serial_number, d.created_at AS registered_at, h.hours, h.points, h.first_at, h.last_at,
            h.first_value, h.last_value, e.errors
       FROM iot_devices d
       CROSS JOIN LATERAL (
         SELECT sum(greatest(s.value - s.previous, 0)) AS hours, count(*)::int AS points,
                min(s.recorded_at) AS first_at, max(s.recorded_at) AS last_at,
                (array_agg(s.value ORDER BY s.recorded_at))[1] AS first_value,
                (array_agg(s.value ORDER BY s.recorded_at DESC))[1] AS last_value
           FROM (SELECT p.value, p.recorded_at, lag(p.value) OVER (ORDER BY p.recorded_at) AS previous
                   FROM iot_points p
                  WHERE p.device_id = d.id AND p.metric = $2 AND p.recorded_at >= d.created_at
                    AND p.recorded_at <= least(d.created_at + make_interval(days => $4), $5)) s
       ) h
       CROSS JOIN LATERAL (
         SELECT json_agg(json_build_object('code', c.value, 'at', c.recorded_at) ORDER BY c.recorded_at) AS errors
           FROM (SELECT p.value, p.recorded_at FROM iot_points p
                  WHERE p.device_id = d.id AND p.metric = $3 AND p.recorded_at >= d.created_at
                    AND p.recorded_at <= least(d.created_at + make_interval(days => $4), $5)
                    AND p.value <> 0 AND (cardinality($6::float8[]) = 0 OR p.value = ANY($6::float8[]))
                  ORDER BY p.recorded_at LIMIT 20) c
       ) e
      WHERE d.workflow_id = $1
      ORDER BY d.created_at, d.id`,
    [workflowId, operatingHoursMetric, errorCodeMetric, test.withinDays, now, test.criticalErrorCodes],
  );
  return rows.map((row) => ({
    deviceId: row.id,
    deviceName: row.name,
    serialNumber: row.serial_number,
    registeredAt: row.registered_at,
    operatingHours: Number(row.hours ?? 0),
    criticalErrors: (row.errors ?? []).map((error) => ({ code: error.code, at: new Date(error.at) })),
    series: {
      points: row.points,
      firstAt: row.first_at?.toISOString() ?? null,
      lastAt: row.last_at?.toISOString() ?? null,
      firstValue: row.first_value,
      lastValue: row.last_value,
    },
  }));
}

/** Records an evaluation; a PASSED one with its evidence and when the escrow is released. */
export async function saveEvaluation(
  q: Queryable,
  workflowId: string,
  status: AcceptanceRow['status'],
  at: Date,
  passed?: { evidence: AcceptanceEvidence; releaseAt: Date | null },
): Promise<void> {
  await q.query(
    `UPDATE iot_acceptance SET status = $2::text, evaluated_at = $3,
       passed_at = CASE WHEN $2::text = 'PASSED' THEN $3 ELSE passed_at END,
       evidence = COALESCE($4::jsonb, evidence), release_at = COALESCE($5, release_at)
     WHERE workflow_id = $1`,
    [
      workflowId,
      status,
      at,
      passed === undefined ? null : JSON.stringify(passed.evidence),
      passed?.releaseAt ?? null,
    ],
  );
}

/** Whether the workflow's test holds its escrow: it has one and it has not PASSED. */
export async function holdsEscrow(q: Queryable, workflowId: string): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM iot_acceptance WHERE workflow_id = $1 AND status <> 'PASSED'`, [
    workflowId,
  ]);
  return rows.length > 0;
}
