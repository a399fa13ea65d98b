// The SQL of alert rules and alerts (migration 0035). Names of people come from `party_names`.
import type { IotAlertStatus, IotRuleKind, IotSeverity } from '@robomarket/api-client/enums';
import type { Queryable } from '../../../db/db.ts';
import type { ListCursor } from '../../../lib/list-cursor.ts';

/**
 * Who owns devices, rules and alerts: a business, or a customer without one (then `businessId` is null and
 * `userId` is the customer).
 */
export interface FleetOwner {
  businessId: string | null;
  userId: string;
}

/** The owner's two columns: the business, else the customer. */
const ownerParams = (owner: FleetOwner) => [
  owner.businessId,
  owner.businessId === null ? owner.userId : null,
];

export interface RuleRow {
  id: string;
  owner_business_id: string | null;
  owner_user_id: string | null;
  name: string;
  kind: IotRuleKind;
  metric: string | null;
  threshold: number | null;
  for_minutes: number;
  severity: IotSeverity;
  device_id: string | null;
  enabled: boolean;
  created_at: Date;
}

/** A rule's fields as written. */
export interface RuleFields {
  name: string;
  kind: IotRuleKind;
  metric: string | null;
  threshold: number | null;
  forMinutes: number;
  severity: IotSeverity;
  deviceId: string | null;
  enabled: boolean;
}

const ruleColumns = `id, owner_business_id, owner_user_id, name, kind, metric, threshold, for_minutes, severity,
  device_id, enabled, created_at`;

/** Whether a rule's owner columns name `owner` (params $1, $2). */
const ownedBy = (alias: string) =>
  `(${alias}.owner_business_id = $1 OR (${alias}.owner_business_id IS NULL AND ${alias}.owner_user_id = $2))`;

export async function listRules(q: Queryable, owner: FleetOwner): Promise<RuleRow[]> {
  return q.query<RuleRow>(
    `SELECT ${ruleColumns} FROM iot_alert_rules r WHERE ${ownedBy('r')} ORDER BY created_at, id`,
    ownerParams(owner),
  );
}

export async function countRules(q: Queryable, owner: FleetOwner): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM iot_alert_rules r WHERE ${ownedBy('r')}`,
    ownerParams(owner),
  );
  return row?.count ?? 0;
}

export async function insertRule(
  q: Queryable,
  owner: FleetOwner,
  fields: RuleFields,
  createdBy: string,
  at: Date,
): Promise<RuleRow> {
  const [row] = await q.query<RuleRow>(
    `INSERT INTO iot_alert_rules (owner_business_id, owner_user_id, name, kind, metric, threshold, for_minutes,
       severity, device_id, enabled, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     RETURNING ${ruleColumns}`,
    [
      ...ownerParams(owner),
      fields.name,
      fields.kind,
      fields.metric,
      fields.threshold,
      fields.forMinutes,
      fields.severity,
      fields.deviceId,
      fields.enabled,
      createdBy,
      at,
    ],
  );
  if (row === undefined) throw new Error('INSERT ... RETURNING returned no row');
  return row;
}

export async function findRule(q: Queryable, id: string, lock = false): Promise<RuleRow | undefined> {
  const [row] = await q.query<RuleRow>(
    `SELECT ${ruleColumns} FROM iot_alert_rules WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

export async function updateRule(q: Queryable, id: string, fields: RuleFields, at: Date): Promise<RuleRow> {
  const [row] = await q.query<RuleRow>(
    `UPDATE iot_alert_rules
        SET name = $2, kind = $3, metric = $4, threshold = $5, for_minutes = $6, severity = $7, device_id = $8,
            enabled = $9, updated_at = $10
      WHERE id = $1
      RETURNING ${ruleColumns}`,
    [
      id,
      fields.name,
      fields.kind,
      fields.metric,
      fields.threshold,
      fields.forMinutes,
      fields.severity,
      fields.deviceId,
      fields.enabled,
      at,
    ],
  );
  if (row === undefined) throw new Error('UPDATE ... RETURNING returned no row');
  return row;
}

export async function deleteRule(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM iot_alert_rules WHERE id = $1', [id]);
}

/** Whether device `deviceId` belongs to `owner`. */
export async function ownsDevice(q: Queryable, owner: FleetOwner, deviceId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM iot_devices d
      WHERE d.id = $3
        AND (d.owner_business_id = $1 OR ($1::uuid IS NULL AND d.owner_business_id IS NULL AND d.owner_user_id = $2))`,
    [owner.businessId, owner.userId, deviceId],
  );
  return rows.length > 0;
}

export interface AlertRow {
  id: string;
  device_id: string;
  device_name: string;
  owner_business_id: string | null;
  owner_user_id: string | null;
  rule_id: string | null;
  rule_name: string;
  kind: IotRuleKind;
  severity: IotSeverity;
  status: IotAlertStatus;
  message: string;
  value: number | null;
  /** `raised_at`, named for the list's cursor. */
  created_at: Date;
  acknowledged_at: Date | null;
  acknowledged_by_name: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
}

const alertSelect = `SELECT a.id, a.device_id, d.name AS device_name, a.owner_business_id, a.owner_user_id,
    a.rule_id, a.rule_name, a.kind, a.severity, a.status, a.message, a.value, a.raised_at AS created_at,
    a.acknowledged_at, ack.person_name AS acknowledged_by_name, a.resolved_at, a.resolved_by,
    res.person_name AS resolved_by_name
  FROM iot_alerts a
  JOIN iot_devices d ON d.id = a.device_id
  LEFT JOIN party_names ack ON ack.user_id = a.acknowledged_by
  LEFT JOIN party_names res ON res.user_id = a.resolved_by`;

export interface AlertFilter {
  status?: IotAlertStatus | undefined;
  deviceId?: string | undefined;
}

/** A page of `owner`'s alerts, newest first, `limit + 1` rows. */
export async function listAlerts(
  q: Queryable,
  owner: FleetOwner,
  filter: AlertFilter,
  limit: number,
  after: ListCursor | undefined,
): Promise<AlertRow[]> {
  const params: unknown[] = ownerParams(owner);
  const where = [ownedBy('a')];
  if (filter.status !== undefined) {
    params.push(filter.status);
    where.push(`a.status = $${params.length}`);
  }
  if (filter.deviceId !== undefined) {
    params.push(filter.deviceId);
    where.push(`a.device_id = $${params.length}::uuid`);
  }
  if (after !== undefined) {
    params.push(after.createdAt, after.id);
    where.push(`(a.raised_at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(limit + 1);
  return q.query<AlertRow>(
    `${alertSelect} WHERE ${where.join(' AND ')} ORDER BY a.raised_at DESC, a.id DESC LIMIT $${params.length}`,
    params,
  );
}

export async function findAlert(q: Queryable, id: string): Promise<AlertRow | undefined> {
  const [row] = await q.query<AlertRow>(`${alertSelect} WHERE a.id = $1`, [id]);
  return row;
}

/** Locks alert `id` and answers its status (undefined when there is none). */
export async function lockAlert(q: Queryable, id: string): Promise<IotAlertStatus | undefined> {
  const [row] = await q.query<{ status: IotAlertStatus }>(
    'SELECT status FROM iot_alerts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row?.status;
}

export async function acknowledgeAlertRow(q: Queryable, id: string, userId: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE iot_alerts SET status = 'ACKNOWLEDGED', acknowledged_at = $3, acknowledged_by = $2 WHERE id = $1`,
    [id, userId, at],
  );
}

/** Resolves alert `id`: by member `userId`, or by the server (null) when its condition cleared. */
export async function resolveAlertRow(
  q: Queryable,
  id: string,
  userId: string | null,
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE iot_alerts SET status = 'RESOLVED', resolved_at = $3, resolved_by = $2 WHERE id = $1`,
    [id, userId, at],
  );
}

/** A device as evaluation reads it, with its owner. */
export interface FleetDevice {
  id: string;
  name: string;
  owner_business_id: string | null;
  owner_user_id: string;
  last_seen_at: Date | null;
}

export async function fleetDevice(q: Queryable, deviceId: string): Promise<FleetDevice | undefined> {
  const [row] = await q.query<FleetDevice>(
    'SELECT id, name, owner_business_id, owner_user_id, last_seen_at FROM iot_devices WHERE id = $1',
    [deviceId],
  );
  return row;
}

/** The enabled rules that watch `device` (its owner's, for every device or this one). */
export async function rulesOfDevice(q: Queryable, device: FleetDevice): Promise<RuleRow[]> {
  return q.query<RuleRow>(
    `SELECT ${ruleColumns} FROM iot_alert_rules r
      WHERE ${ownedBy('r')} AND r.enabled AND (r.device_id IS NULL OR r.device_id = $3)
      ORDER BY created_at, id`,
    [device.owner_business_id, device.owner_business_id === null ? device.owner_user_id : null, device.id],
  );
}

/** Every enabled rule of kind in `kinds`, oldest first, from `afterId` on (the job walks them in pages). */
export async function enabledRules(
  q: Queryable,
  kinds: readonly IotRuleKind[],
  afterId: string | null,
  limit: number,
): Promise<RuleRow[]> {
  return q.query<RuleRow>(
    `SELECT ${ruleColumns} FROM iot_alert_rules
      WHERE enabled AND kind = ANY($1::text[]) AND ($2::uuid IS NULL OR id > $2)
      ORDER BY id LIMIT $3`,
    [kinds, afterId, limit],
  );
}

/** The devices rule `rule` watches: the one it names, or every device of its owner. */
export async function devicesOfRule(q: Queryable, rule: RuleRow): Promise<FleetDevice[]> {
  return q.query<FleetDevice>(
    `SELECT d.id, d.name, d.owner_business_id, d.owner_user_id, d.last_seen_at FROM iot_devices d
      WHERE (d.owner_business_id = $1 OR ($1::uuid IS NULL AND d.owner_business_id IS NULL AND d.owner_user_id = $2))
        AND ($3::uuid IS NULL OR d.id = $3)`,
    [rule.owner_business_id, rule.owner_user_id, rule.device_id],
  );
}

/** Metric `metric`'s last reading at or before `start`, and its readings in (start, now]. */
export async function readingsAround(
  q: Queryable,
  deviceId: string,
  metric: string,
  start: Date,
  now: Date,
): Promise<{ before: { at: Date; value: number } | undefined; within: { at: Date; value: number }[] }> {
  const [before] = await q.query<{ at: Date; value: number }>(
    `SELECT recorded_at AS at, value FROM iot_points
      WHERE device_id = $1 AND metric = $2 AND recorded_at <= $3
      ORDER BY recorded_at DESC LIMIT 1`,
    [deviceId, metric, start],
  );
  const within = await q.query<{ at: Date; value: number }>(
    `SELECT recorded_at AS at, value FROM iot_points
      WHERE device_id = $1 AND metric = $2 AND recorded_at > $3 AND recorded_at <= $4
      ORDER BY recorded_at LIMIT 5000`,
    [deviceId, metric, start, now],
  );
  return { before, within };
}

/** What raising an alert writes. */
export interface RaisedAlert {
  rule: RuleRow;
  device: FleetDevice;
  message: string;
  value: number | null;
}

/**
 * Opens an alert of `raised.rule` on its device unless one is open (the unique partial index decides between
 * racing writers); answers the new alert's id, or undefined when one was open already.
 */
export async function openAlert(q: Queryable, raised: RaisedAlert, at: Date): Promise<string | undefined> {
  const { rule, device } = raised;
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO iot_alerts (rule_id, device_id, owner_business_id, owner_user_id, rule_name, kind, severity,
       status, message, value, raised_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'OPEN', $8, $9, $10)
     ON CONFLICT (rule_id, device_id) WHERE status <> 'RESOLVED' DO NOTHING
     RETURNING id`,
    [
      rule.id,
      device.id,
      device.owner_business_id,
      device.owner_business_id === null ? device.owner_user_id : null,
      rule.name,
      rule.kind,
      rule.severity,
      raised.message.slice(0, 500),
      raised.value,
      at,
    ],
  );
  return row?.id;
}

/** Resolves, for the server, the unresolved alert of a rule on a device; answers its id when there was one. */
export async function clearAlert(
  q: Queryable,
  ruleId: string,
  deviceId: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    `UPDATE iot_alerts SET status = 'RESOLVED', resolved_at = $3, resolved_by = NULL
      WHERE rule_id = $1 AND device_id = $2 AND status <> 'RESOLVED'
      RETURNING id`,
    [ruleId, deviceId, at],
  );
  return row?.id;
}

/** The owning business's members who hold one of `roles` (the customer, for a device without a business). */
export async function ownerMembers(
  q: Queryable,
  device: Pick<FleetDevice, 'owner_business_id' | 'owner_user_id'>,
  roles: readonly string[],
): Promise<string[]> {
  if (device.owner_business_id === null) return [device.owner_user_id];
  const rows = await q.query<{ user_id: string }>(
    'SELECT user_id FROM business_memberships WHERE business_id = $1 AND roles && $2::text[]',
    [device.owner_business_id, roles],
  );
  return rows.map((row) => row.user_id);
}
