// The rules' evaluation against generated telemetry: the verdicts follow from the readings alone, whatever
// their order, and agree with a plain restatement of each rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertMessage,
  evaluateErrorCode,
  evaluateOffline,
  evaluateThreshold,
  type Reading,
  type RuleCondition,
} from './rules.ts';

const minute = 60_000;
const now = new Date('2026-05-01T12:00:00.000Z');
const battery: RuleCondition = { kind: 'BELOW', metric: 'battery', threshold: 15, forMinutes: 10 };

/** Readings at distinct whole seconds within the last `spanMinutes` before `now`. */
const readings = (spanMinutes: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: spanMinutes * 60 }), { maxLength: 40 })
    .chain((ages) =>
      fc.tuple(
        ...ages.map((age) => fc.double({ min: 0, max: 100, noNaN: true }).map((value) => ({ age, value }))),
      ),
    )
    .map((points) => points.map(({ age, value }) => ({ at: new Date(now.getTime() - age * 1000), value })));

/** The rule restated: the readings since the last one at or before the window's start all below 15. */
function expected(points: readonly Reading[]): 'raise' | 'clear' | 'keep' {
  const start = now.getTime() - battery.forMinutes * minute;
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const latest = sorted.at(-1);
  if (latest === undefined) return 'keep';
  if (latest.value >= 15) return 'clear';
  const anchor = sorted.filter((p) => p.at.getTime() <= start).at(-1);
  if (anchor === undefined) return 'keep';
  return sorted.filter((p) => p.at.getTime() >= anchor.at.getTime()).every((p) => p.value < 15)
    ? 'raise'
    : 'keep';
}

describe('BELOW and ABOVE for N minutes', () => {
  it('agree with the rule restated, over generated telemetry in any order', () => {
    fc.assert(
      fc.property(readings(30), fc.boolean(), (points, shuffled) => {
        const start = now.getTime() - battery.forMinutes * minute;
        const before = [...points]
          .filter((p) => p.at.getTime() <= start)
          .sort((a, b) => a.at.getTime() - b.at.getTime())
          .at(-1);
        const within = points.filter((p) => p.at.getTime() > start);
        const ordered = shuffled ? [...within].reverse() : within;
        expect(evaluateThreshold(battery, before, ordered, now).action).toBe(expected(points));
      }),
      { numRuns: 500, seed: 28 },
    );
  });

  it('raises battery below 15 for 10 minutes with the latest reading, and not one minute short', () => {
    const steady = (minutes: number) =>
      Array.from({ length: minutes + 1 }, (_, i) => ({
        at: new Date(now.getTime() - i * minute),
        value: 12,
      }));
    const full = steady(10);
    const [last] = full;
    const verdict = evaluateThreshold(battery, full.at(-1), full.slice(0, -1), now);
    expect(verdict).toEqual({
      action: 'raise',
      value: last?.value,
      message: 'battery below 15 for 10 minutes (12)',
    });
    const short = steady(9);
    expect(evaluateThreshold(battery, undefined, short, now).action).toBe('keep');
  });

  it('reads ABOVE the other way round, and a zero-minute rule on the latest reading', () => {
    const hot: RuleCondition = { kind: 'ABOVE', metric: 'temperature', threshold: 70, forMinutes: 0 };
    expect(evaluateThreshold(hot, undefined, [{ at: now, value: 71 }], now).action).toBe('raise');
    expect(evaluateThreshold(hot, undefined, [{ at: now, value: 70 }], now).action).toBe('clear');
    expect(alertMessage(hot, 71)).toBe('temperature above 70 (71)');
  });

  it('ignores readings from after the evaluation time', () => {
    const future = [{ at: new Date(now.getTime() + minute), value: 99 }];
    expect(
      evaluateThreshold(battery, { at: new Date(now.getTime() - 11 * minute), value: 5 }, future, now).action,
    ).toBe('raise');
  });
});

describe('ERROR_CODE', () => {
  const any: RuleCondition = { kind: 'ERROR_CODE', metric: 'error_code', threshold: null, forMinutes: 0 };
  const only42: RuleCondition = { ...any, threshold: 42 };

  it('lets the latest code decide, whatever the order of the batch', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 20 }), (codes) => {
        const points = codes.map((value, i) => ({ at: new Date(now.getTime() + i * 1000), value }));
        const latest = codes.at(-1) ?? 0;
        const verdict = evaluateErrorCode(any, [...points].reverse());
        expect(verdict.action).toBe(latest === 0 ? 'clear' : 'raise');
        const narrow = evaluateErrorCode(only42, points).action;
        expect(narrow).toBe(latest === 42 ? 'raise' : latest === 0 ? 'clear' : 'keep');
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});

describe('OFFLINE', () => {
  const gone: RuleCondition = { kind: 'OFFLINE', metric: null, threshold: null, forMinutes: 30 };

  it('holds once the last point is older than the window, never for a device not seen yet', () => {
    expect(evaluateOffline(gone, null, now).action).toBe('keep');
    expect(evaluateOffline(gone, new Date(now.getTime() - 30 * minute), now).action).toBe('clear');
    expect(evaluateOffline(gone, new Date(now.getTime() - 30 * minute - 1), now)).toEqual({
      action: 'raise',
      value: null,
      message: 'no point for 30 minutes',
    });
  });
});
