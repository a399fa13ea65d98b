// The acceptance test's evaluation against generated telemetry, over many seeds: the verdict follows from
// each unit's readings alone, and agrees with the rule restated plainly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AcceptanceTest,
  criticalErrorsOf,
  evaluateAcceptance,
  inWindow,
  operatingHoursOf,
  type UnitTelemetry,
} from './evaluate.ts';

const hour = 3_600_000;
const registeredAt = new Date('2026-06-01T00:00:00.000Z');
const test: AcceptanceTest = { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [500, 501] };

/** A unit's generated telemetry: a counter rising by whole hours at random, and a few error codes. */
const unitTelemetry = fc.record({
  rises: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 30 }),
  codes: fc.array(
    fc.record({ code: fc.constantFrom(0, 7, 500, 501), hourAt: fc.integer({ min: 0, max: 400 }) }),
    {
      maxLength: 3,
    },
  ),
});

function unitOf(index: number, generated: { rises: number[]; codes: { code: number; hourAt: number }[] }) {
  let value = 100;
  const counter = [{ at: registeredAt, value }];
  generated.rises.forEach((rise, i) => {
    value += rise;
    counter.push({ at: new Date(registeredAt.getTime() + (i + 1) * 10 * hour), value });
  });
  const codes = generated.codes.map(({ code, hourAt }) => ({
    at: new Date(registeredAt.getTime() + hourAt * hour),
    value: code,
  }));
  return { index, counter, codes };
}

describe('the acceptance test', () => {
  it('agrees with the rule restated, over generated fleets and times', () => {
    fc.assert(
      fc.property(
        fc.array(unitTelemetry, { maxLength: 4 }),
        fc.integer({ min: 0, max: 20 * 24 }),
        (fleet, nowHours) => {
          const now = new Date(registeredAt.getTime() + nowHours * hour);
          const units = fleet.map((generated, index) => unitOf(index, generated));
          const telemetry: UnitTelemetry[] = units.map(({ index, counter, codes }) => {
            const seen = (at: Date) => inWindow(test, registeredAt, at) && at <= now;
            return {
              deviceId: `unit-${index}`,
              deviceName: `Unit ${index}`,
              serialNumber: `SN${index}`,
              registeredAt,
              operatingHours: operatingHoursOf(counter.filter((r) => seen(r.at))),
              criticalErrors: criticalErrorsOf(
                test,
                codes.filter((r) => seen(r.at)),
              ),
            };
          });
          const verdict = evaluateAcceptance(test, telemetry, now);
          // Restated: a unit passes with 40 h and no listed code; any listed code, or a window over and short, fails.
          const windowOver = now.getTime() >= registeredAt.getTime() + 14 * 24 * hour;
          const passes = telemetry.map((u) => u.operatingHours >= 40 && u.criticalErrors.length === 0);
          const failed = telemetry.some((u, i) => u.criticalErrors.length > 0 || (!passes[i] && windowOver));
          const expected = failed
            ? 'FAILED'
            : passes.length > 0 && passes.every(Boolean)
              ? 'PASSED'
              : 'WAITING';
          expect(verdict.status).toBe(expected);
          expect(verdict.units.map((u) => u.passed)).toEqual(passes);
        },
      ),
      { numRuns: 1000, seed: 100 },
    );
  });

  it('counts a counter restarted from zero by its rises, never backwards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 50 }),
        fc.boolean(),
        (values, reversed) => {
          const readings = values.map((value, i) => ({ at: new Date(i * hour), value }));
          let expected = 0;
          for (let i = 1; i < values.length; i += 1)
            expected += Math.max(0, (values[i] ?? 0) - (values[i - 1] ?? 0));
          expect(operatingHoursOf(reversed ? [...readings].reverse() : readings)).toBe(expected);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  it('waits with no unit registered, and reads any code but 0 as critical when none is listed', () => {
    expect(evaluateAcceptance(test, [], registeredAt).status).toBe('WAITING');
    const anyCode = { ...test, criticalErrorCodes: [] };
    const codes = [0, 3, 0].map((value, i) => ({ at: new Date(i * hour), value }));
    expect(criticalErrorsOf(anyCode, codes).map((e) => e.code)).toEqual([3]);
    expect(criticalErrorsOf(test, codes)).toEqual([]);
  });
});
