import type { components } from '@robomarket/api-client';
import type { IotRuleKind } from '@robomarket/api-client/enums';
import type { AlertRuleView } from '../../views/alert-view';

/** What the editor sends to add or change a rule (the contract's `IotAlertRuleInput`). */
export type AlertRuleInput = components['schemas']['IotAlertRuleInput'];

/** The well-known metrics offered in the editor, with their labels and units (stored names as keys). */
export const KNOWN_METRICS = [
  { value: 'battery', label: 'Battery', unit: '%' },
  { value: 'temperature', label: 'Temperature', unit: '°C' },
  { value: 'utilisation', label: 'Utilisation', unit: '%' },
  { value: 'uptime', label: 'Uptime', unit: 's' },
  { value: 'operating_hours', label: 'Operating hours', unit: 'h' },
  { value: 'error_code', label: 'Error code', unit: '' },
] as const;

/** The choice that lets the member type a metric's name. */
export const OTHER_METRIC = 'other';

/** A rule as the editor edits it: numbers as typed, so a half-typed value is kept. */
export interface RuleDraft {
  name: string;
  kind: IotRuleKind;
  /** A well-known metric's name, or {@link OTHER_METRIC}. */
  metricChoice: string;
  /** The metric's name as typed, when `metricChoice` is {@link OTHER_METRIC}. */
  customMetric: string;
  threshold: string;
  forMinutes: string;
  severity: AlertRuleInput['severity'];
  /** '' for every device. */
  deviceId: string;
  enabled: boolean;
}

/** The problems of a draft, keyed by the control's name. */
export type RuleProblems = Partial<Record<'name' | 'customMetric' | 'threshold' | 'forMinutes', string>>;

/** Which fields a kind uses: BELOW and ABOVE all three, ERROR_CODE an optional code, OFFLINE minutes only. */
export function fieldsOf(kind: IotRuleKind): { metric: boolean; threshold: boolean; minutes: boolean } {
  return {
    metric: kind === 'BELOW' || kind === 'ABOVE',
    threshold: kind !== 'OFFLINE',
    minutes: kind !== 'ERROR_CODE',
  };
}

/** A new rule's draft: battery below 15 % for 10 minutes, a warning, on every device. */
export function newRuleDraft(): RuleDraft {
  return {
    name: '',
    kind: 'BELOW',
    metricChoice: 'battery',
    customMetric: '',
    threshold: '15',
    forMinutes: '10',
    severity: 'WARNING',
    deviceId: '',
    enabled: true,
  };
}

/** The draft of an existing rule, to edit it. */
export function ruleDraftOf(rule: AlertRuleView): RuleDraft {
  const known = KNOWN_METRICS.some((metric) => metric.value === rule.metric);
  return {
    name: rule.name,
    kind: rule.kind,
    metricChoice: rule.metric === null ? 'battery' : known ? rule.metric : OTHER_METRIC,
    customMetric: rule.metric !== null && !known ? rule.metric : '',
    threshold: rule.threshold === null ? '' : String(rule.threshold),
    forMinutes: String(rule.forMinutes),
    severity: rule.severity,
    deviceId: rule.deviceId ?? '',
    enabled: rule.enabled,
  };
}

/** A metric's name as stored: trimmed, lower-cased, `-` as `_`. */
export function normaliseMetric(name: string): string {
  return name.trim().toLowerCase().replaceAll('-', '_');
}

const METRIC = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const NUMBER = /^-?\d{1,12}(?:\.\d{1,6})?$/;
const WHOLE = /^\d{1,6}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * Checks a draft as the contract does and builds the rule to send: a name of 1–200 characters without
 * control characters; a metric name as devices send it; a number as threshold (a whole code for ERROR_CODE,
 * optional there); whole minutes 0–10080 (at least 1 for OFFLINE). Fields the kind does not use are left out.
 */
export function checkRule(draft: RuleDraft): { input: AlertRuleInput | undefined; problems: RuleProblems } {
  const problems: RuleProblems = {};
  const uses = fieldsOf(draft.kind);
  const name = draft.name.trim();
  if (name === '') problems.name = 'Enter a name for the rule';
  else if (name.length > 200) problems.name = 'Name must be at most 200 characters';
  else if (CONTROL.test(name)) problems.name = 'Name must not contain control characters';

  let metric: string | undefined;
  if (uses.metric) {
    if (draft.metricChoice === OTHER_METRIC) {
      const typed = draft.customMetric.trim();
      if (typed === '')
        problems.customMetric = 'Enter the metric name the robots send, such as motor_current';
      else if (!METRIC.test(typed)) {
        problems.customMetric = 'A metric name starts with a letter, then letters, digits, _ . or -';
      } else metric = normaliseMetric(typed);
    } else metric = draft.metricChoice;
  } else if (draft.kind === 'ERROR_CODE') metric = 'error_code';

  let threshold: number | undefined;
  const thresholdText = draft.threshold.trim();
  if (draft.kind === 'ERROR_CODE') {
    if (thresholdText !== '') {
      if (!/^\d{1,10}$/.test(thresholdText) || Number(thresholdText) > 2_147_483_647) {
        problems.threshold = 'Error code must be a whole number, such as 31';
      } else threshold = Number(thresholdText);
    }
  } else if (uses.threshold) {
    if (thresholdText === '') problems.threshold = 'Enter a threshold';
    else if (!NUMBER.test(thresholdText))
      problems.threshold = 'Threshold must be a number, such as 15 or 7.5';
    else threshold = Number(thresholdText);
  }

  let forMinutes = 0;
  if (uses.minutes) {
    const text = draft.forMinutes.trim();
    const value = WHOLE.test(text) ? Number(text) : Number.NaN;
    const min = draft.kind === 'OFFLINE' ? 1 : 0;
    if (!(value >= min && value <= 10_080)) {
      problems.forMinutes = `Minutes must be a whole number from ${min} to 10080`;
    } else forMinutes = value;
  }

  if (Object.keys(problems).length > 0) return { input: undefined, problems };
  const input: AlertRuleInput = {
    name,
    kind: draft.kind,
    forMinutes,
    severity: draft.severity,
    deviceId: draft.deviceId === '' ? null : draft.deviceId,
    enabled: draft.enabled,
  };
  if (metric !== undefined) input.metric = metric;
  if (threshold !== undefined) input.threshold = threshold;
  return { input, problems };
}

/** "minute" or "minutes" after the count. */
function minutes(count: number): string {
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** A rule's condition in words: "Battery below 15 % for 10 minutes", "Error code 31 seen", "Offline for 30 minutes". */
export function ruleCondition(
  rule: Pick<AlertRuleView, 'kind' | 'metric' | 'threshold' | 'forMinutes'>,
): string {
  const known = KNOWN_METRICS.find((metric) => metric.value === rule.metric);
  const label = known?.label ?? rule.metric ?? '';
  const unit = known?.unit ? ` ${known.unit}` : '';
  const lasting = rule.forMinutes > 0 ? ` for ${minutes(rule.forMinutes)}` : '';
  switch (rule.kind) {
    case 'BELOW':
      return `${label} below ${rule.threshold ?? ''}${unit}${lasting}`;
    case 'ABOVE':
      return `${label} above ${rule.threshold ?? ''}${unit}${lasting}`;
    case 'ERROR_CODE':
      return rule.threshold === null ? 'Any error code seen' : `Error code ${rule.threshold} seen`;
    case 'OFFLINE':
      return `Offline for ${minutes(rule.forMinutes)}`;
  }
}
