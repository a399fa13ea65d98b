// How a rule reads a device's telemetry (ADR 0100): pure functions of the rule, the points and the time, so
// the batch listener and the recurring job decide alike, and tests feed them generated telemetry.
import type { IotRuleKind } from '@robomarket/api-client/enums';

/** What a rule watches, as evaluation needs it. */
export interface RuleCondition {
  kind: IotRuleKind;
  metric: string | null;
  threshold: number | null;
  forMinutes: number;
}

/** One reading of one metric. */
export interface Reading {
  at: Date;
  value: number;
}

/**
 * What the telemetry says of a rule on one device: `raise` (the condition holds: an alert should be open,
 * with the reading and message), `clear` (it no longer holds: an open alert is resolved), `keep` (nothing
 * tells either way, e.g. no point yet).
 */
export type Verdict =
  | { action: 'raise'; value: number | null; message: string }
  | { action: 'clear' }
  | { action: 'keep' };

const minuteMs = 60_000;

/** The start of a rule's window at `now`. */
export const windowStart = (rule: Pick<RuleCondition, 'forMinutes'>, now: Date): Date =>
  new Date(now.getTime() - rule.forMinutes * minuteMs);

/** Whether `value` is past the rule's threshold (BELOW: strictly under; ABOVE: strictly over). */
export function pastThreshold(rule: RuleCondition, value: number): boolean {
  if (rule.threshold === null) return false;
  return rule.kind === 'BELOW' ? value < rule.threshold : value > rule.threshold;
}

const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

/** The alert's one line: `battery below 15 for 10 minutes (12.5)`. */
export function alertMessage(rule: RuleCondition, value: number | null): string {
  switch (rule.kind) {
    case 'BELOW':
    case 'ABOVE': {
      const span = rule.forMinutes === 0 ? '' : ` for ${minutes(rule.forMinutes)}`;
      return `${rule.metric} ${rule.kind.toLowerCase()} ${rule.threshold}${span} (${value})`;
    }
    case 'ERROR_CODE':
      return `error code ${value} reported`;
    case 'OFFLINE':
      return `no point for ${minutes(rule.forMinutes)}`;
  }
}

/**
 * BELOW or ABOVE at `now`. `before` is the metric's last reading at or before the window's start (undefined
 * when there is none), `within` its readings in (start, now], in any order. The condition holds when the
 * readings span the window (a reading at or before its start) and every one of them, from that reading on,
 * is past the threshold; it clears as soon as the latest reading is not.
 */
export function evaluateThreshold(
  rule: RuleCondition,
  before: Reading | undefined,
  within: readonly Reading[],
  now: Date,
): Verdict {
  const inWindow = within.filter((reading) => reading.at <= now);
  const latest = [...inWindow].sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1) ?? before;
  if (latest === undefined) return { action: 'keep' };
  if (!pastThreshold(rule, latest.value)) return { action: 'clear' };
  const start = windowStart(rule, now);
  const spans = rule.forMinutes === 0 || (before !== undefined && before.at <= start);
  if (!spans) return { action: 'keep' };
  const all = before === undefined || rule.forMinutes === 0 ? inWindow : [before, ...inWindow];
  if (all.every((reading) => pastThreshold(rule, reading.value))) {
    return { action: 'raise', value: latest.value, message: alertMessage(rule, latest.value) };
  }
  return { action: 'keep' };
}

/** The code that tells a device is well again: an `error_code` point of 0 clears ERROR_CODE alerts. */
export const noErrorCode = 0;

/**
 * ERROR_CODE over a batch's `error_code` readings: the latest decides. A code the rule watches (any code but
 * 0 without a threshold, else that code) raises; a 0 clears; another code keeps what is.
 */
export function evaluateErrorCode(rule: RuleCondition, readings: readonly Reading[]): Verdict {
  const latest = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  if (latest === undefined) return { action: 'keep' };
  if (latest.value === noErrorCode && rule.threshold !== noErrorCode) return { action: 'clear' };
  const watched = rule.threshold === null ? latest.value !== noErrorCode : latest.value === rule.threshold;
  if (watched) return { action: 'raise', value: latest.value, message: alertMessage(rule, latest.value) };
  return { action: 'keep' };
}

/** OFFLINE at `now`: holds once the last point is older than `forMinutes`; a device never seen is left alone. */
export function evaluateOffline(rule: RuleCondition, lastSeenAt: Date | null, now: Date): Verdict {
  if (lastSeenAt === null) return { action: 'keep' };
  if (lastSeenAt < windowStart(rule, now)) {
    return { action: 'raise', value: null, message: alertMessage(rule, null) };
  }
  return { action: 'clear' };
}
