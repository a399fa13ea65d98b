// Rules evaluated as points arrive (in the batch's transaction, only the batch's metrics) and by a recurring
// job for what time alone changes: OFFLINE, and BELOW/ABOVE whose window fills without a new point.
import { businessRoleValues, iotRuleKindValues } from '@robomarket/api-client/enums';
import type { Db, Queryable } from '../../../db/db.ts';
import type { JobDefinition } from '../../jobs/index.ts';
import { notifyIotAlert } from '../../notifications/index.ts';
import type { StoredPoints } from '../points-stored.ts';
import { publishAlert } from './publish.ts';
import {
  clearAlert,
  devicesOfRule,
  enabledRules,
  type FleetDevice,
  fleetDevice,
  openAlert,
  ownerMembers,
  type RuleRow,
  readingsAround,
  rulesOfDevice,
} from './repository.ts';
import {
  evaluateErrorCode,
  evaluateOffline,
  evaluateThreshold,
  type RuleCondition,
  type Verdict,
  windowStart,
} from './rules.ts';

/** The metric of `error_code` points. */
export const errorCodeMetric = 'error_code';

/** The roles told of a raised alert: those who manage the fleet (an enum subset). */
export const fleetManagerRoles = businessRoleValues.filter(
  (role) => role === 'ADMIN' || role === 'PURCHASER',
);

const conditionOf = (rule: RuleRow): RuleCondition => ({
  kind: rule.kind,
  metric: rule.metric,
  threshold: rule.threshold,
  forMinutes: rule.for_minutes,
});

/** Applies a verdict: opens the alert (and tells the owner's managers) or resolves it for the server. */
async function apply(
  q: Queryable,
  rule: RuleRow,
  device: FleetDevice,
  verdict: Verdict,
  at: Date,
): Promise<void> {
  if (verdict.action === 'raise') {
    const alertId = await openAlert(q, { rule, device, message: verdict.message, value: verdict.value }, at);
    if (alertId === undefined) return;
    await notifyIotAlert(q, at, {
      alertId,
      deviceId: device.id,
      deviceName: device.name,
      message: verdict.message,
      recipients: await ownerMembers(q, device, fleetManagerRoles),
    });
    await publishAlert(q, alertId);
  } else if (verdict.action === 'clear') {
    const alertId = await clearAlert(q, rule.id, device.id, at);
    if (alertId !== undefined) await publishAlert(q, alertId);
  }
}

/** BELOW or ABOVE of `rule` on `device` at `at`, from the stored points. */
async function thresholdVerdict(
  q: Queryable,
  rule: RuleRow,
  device: FleetDevice,
  at: Date,
): Promise<Verdict> {
  if (rule.metric === null) return { action: 'keep' };
  const condition = conditionOf(rule);
  const { before, within } = await readingsAround(q, device.id, rule.metric, windowStart(condition, at), at);
  return evaluateThreshold(condition, before, within, at);
}

/**
 * Evaluates the rules that watch a stored batch's device, on the batch's metrics only (and OFFLINE, which any
 * point clears). Runs in the batch's transaction: the rules are read once per batch.
 */
export async function evaluateBatch(q: Queryable, stored: StoredPoints): Promise<void> {
  if (stored.points.length === 0) return;
  const device = await fleetDevice(q, stored.deviceId);
  if (device === undefined) return;
  const rules = await rulesOfDevice(q, device);
  if (rules.length === 0) return;
  const metrics = new Set(stored.points.map((point) => point.metric));
  for (const rule of rules) {
    if (rule.kind === 'OFFLINE') {
      await apply(q, rule, device, { action: 'clear' }, stored.at);
    } else if (rule.kind === 'ERROR_CODE') {
      const readings = stored.points
        .filter((point) => point.metric === errorCodeMetric)
        .map((point) => ({ at: point.recordedAt, value: point.value }));
      await apply(q, rule, device, evaluateErrorCode(conditionOf(rule), readings), stored.at);
    } else if (rule.metric !== null && metrics.has(rule.metric)) {
      await apply(q, rule, device, await thresholdVerdict(q, rule, device, stored.at), stored.at);
    }
  }
}

/** The kinds time alone changes: every kind but ERROR_CODE, which only a point raises. */
const timedKinds = iotRuleKindValues.filter((kind) => kind !== 'ERROR_CODE');

/** How many rules one page of the job reads. */
const rulePage = 200;

/**
 * Evaluates every enabled OFFLINE, BELOW and ABOVE rule at `at`, each rule and device in a transaction of its
 * own (a batch arriving meanwhile and the job end one way: one open alert per rule and device, the index
 * decides). Answers how many evaluations ran.
 */
export async function evaluateRules(db: Db, at: Date): Promise<number> {
  let evaluated = 0;
  let afterId: string | null = null;
  for (;;) {
    const rules = await enabledRules(db, timedKinds, afterId, rulePage);
    for (const rule of rules) {
      for (const device of await devicesOfRule(db, rule)) {
        await db.transaction(async (tx) => {
          const verdict =
            rule.kind === 'OFFLINE'
              ? evaluateOffline(conditionOf(rule), device.last_seen_at, at)
              : await thresholdVerdict(tx, rule, device, at);
          await apply(tx, rule, device, verdict, at);
        });
        evaluated += 1;
      }
    }
    const last = rules.at(-1);
    if (last === undefined || rules.length < rulePage) return evaluated;
    afterId = last.id;
  }
}

/** `iot.evaluate-rules`: every minute, on the queue (one instance runs each round, ADR 0094). */
export const evaluateRulesJob: JobDefinition = {
  async run(_payload, { db, now }) {
    await evaluateRules(db, now());
  },
  maxAttempts: 3,
  schedule: () => ({ every: 60_000 }),
};
