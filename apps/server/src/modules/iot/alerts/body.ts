// Rules and alerts as the contract answers them.
import type { components } from '@robomarket/api-client/schema';
import type { AlertRow, RuleRow } from './repository.ts';

type IotAlertRule = components['schemas']['IotAlertRule'];
type IotAlert = components['schemas']['IotAlert'];

export const ruleBody = (row: RuleRow): IotAlertRule => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  metric: row.metric,
  threshold: row.threshold,
  forMinutes: row.for_minutes,
  severity: row.severity,
  deviceId: row.device_id,
  enabled: row.enabled,
  createdAt: row.created_at.toISOString(),
});

export const alertBody = (row: AlertRow): IotAlert => ({
  id: row.id,
  deviceId: row.device_id,
  deviceName: row.device_name,
  ruleId: row.rule_id,
  ruleName: row.rule_name,
  kind: row.kind,
  severity: row.severity,
  status: row.status,
  message: row.message,
  value: row.value,
  raisedAt: row.created_at.toISOString(),
  acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
  acknowledgedBy: row.acknowledged_by_name,
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  resolvedBy: row.resolved_by === null ? null : (row.resolved_by_name ?? 'A former member'),
});
