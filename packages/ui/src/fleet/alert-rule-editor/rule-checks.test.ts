import { describe, expect, it } from 'vitest';
import { checkRule, newRuleDraft, OTHER_METRIC, ruleCondition, ruleDraftOf } from './rule-checks';

describe('checkRule', () => {
  it('builds the usual rule: battery below 15 for 10 minutes on every device', () => {
    expect(checkRule({ ...newRuleDraft(), name: ' Battery low ' })).toEqual({
      input: {
        name: 'Battery low',
        kind: 'BELOW',
        metric: 'battery',
        threshold: 15,
        forMinutes: 10,
        severity: 'WARNING',
        deviceId: null,
        enabled: true,
      },
      problems: {},
    });
  });

  it('leaves out what the kind does not use', () => {
    const offline = checkRule({ ...newRuleDraft(), name: 'Quiet', kind: 'OFFLINE', forMinutes: '30' });
    expect(offline.input).not.toHaveProperty('metric');
    expect(offline.input).not.toHaveProperty('threshold');
    const anyCode = checkRule({ ...newRuleDraft(), name: 'Fault', kind: 'ERROR_CODE', threshold: '' });
    expect(anyCode.input).toMatchObject({ metric: 'error_code', forMinutes: 0 });
    expect(anyCode.input).not.toHaveProperty('threshold');
  });

  it('normalises a typed metric name', () => {
    const draft = {
      ...newRuleDraft(),
      name: 'Hot',
      metricChoice: OTHER_METRIC,
      customMetric: ' Motor-Temp ',
    };
    expect(checkRule(draft).input?.metric).toBe('motor_temp');
  });

  it.each([
    [{ name: '' }, 'name', 'Enter a name for the rule'],
    [{ name: 'a\u202eb' }, 'name', 'Name must not contain control characters'],
    [
      { name: 'x', metricChoice: OTHER_METRIC, customMetric: '1abc' },
      'customMetric',
      'A metric name starts with a letter, then letters, digits, _ . or -',
    ],
    [{ name: 'x', threshold: '' }, 'threshold', 'Enter a threshold'],
    [{ name: 'x', threshold: 'Infinity' }, 'threshold', 'Threshold must be a number, such as 15 or 7.5'],
    [
      { name: 'x', kind: 'ERROR_CODE' as const, threshold: '-1' },
      'threshold',
      'Error code must be a whole number, such as 31',
    ],
    [{ name: 'x', forMinutes: '10081' }, 'forMinutes', 'Minutes must be a whole number from 0 to 10080'],
    [
      { name: 'x', kind: 'OFFLINE' as const, forMinutes: '0' },
      'forMinutes',
      'Minutes must be a whole number from 1 to 10080',
    ],
  ])('%j → %s', (change, field, problem) => {
    const checked = checkRule({ ...newRuleDraft(), ...change });
    expect(checked.input).toBeUndefined();
    expect(checked.problems).toMatchObject({ [field]: problem });
  });

  it('edits a rule from what it holds', () => {
    const draft = ruleDraftOf({
      id: 'r',
      name: 'Hot',
      kind: 'ABOVE',
      metric: 'motor_temp',
      threshold: 80,
      forMinutes: 5,
      severity: 'CRITICAL',
      deviceId: null,
      enabled: false,
      createdAt: '2026-11-27T00:00:00Z',
    });
    expect(draft).toMatchObject({ metricChoice: OTHER_METRIC, customMetric: 'motor_temp', threshold: '80' });
  });
});

describe('ruleCondition', () => {
  it.each([
    [
      { kind: 'BELOW' as const, metric: 'battery', threshold: 15, forMinutes: 10 },
      'Battery below 15 % for 10 minutes',
    ],
    [{ kind: 'ABOVE' as const, metric: 'motor_temp', threshold: 80, forMinutes: 0 }, 'motor_temp above 80'],
    [
      { kind: 'ERROR_CODE' as const, metric: 'error_code', threshold: 31, forMinutes: 0 },
      'Error code 31 seen',
    ],
    [
      { kind: 'ERROR_CODE' as const, metric: 'error_code', threshold: null, forMinutes: 0 },
      'Any error code seen',
    ],
    [{ kind: 'OFFLINE' as const, metric: null, threshold: null, forMinutes: 1 }, 'Offline for 1 minute'],
  ])('%j → %s', (rule, text) => {
    expect(ruleCondition(rule)).toBe(text);
  });
});
