// The acceptance test's evaluation (ADR 0100): pure functions of the test, each unit's telemetry in its
// window and the time, so the batch listener, the job and the reader decide alike, and tests feed them
// generated telemetry.
import type { AcceptanceStatus } from '@robomarket/api-client/enums';
import type { components } from '@robomarket/api-client/schema';

export type AcceptanceTest = components['schemas']['AcceptanceTest'];

const dayMs = 86_400_000;

/** One reading of a metric. */
export interface Reading {
  at: Date;
  value: number;
}

/** A registered unit and what its telemetry shows within its window. */
export interface UnitTelemetry {
  deviceId: string;
  deviceName: string;
  serialNumber: string;
  registeredAt: Date;
  /** Hours of operation counted in the window (`operatingHoursOf`). */
  operatingHours: number;
  /** The critical codes seen in the window, oldest first. */
  criticalErrors: { code: number; at: Date }[];
}

/** A unit's verdict, as the contract's `AcceptanceUnit` holds it. */
export interface UnitVerdict extends UnitTelemetry {
  windowEndsAt: Date;
  passed: boolean;
}

/** The test's verdict over every unit. */
export interface AcceptanceVerdict {
  status: Exclude<AcceptanceStatus, 'NONE'>;
  units: UnitVerdict[];
}

/** The end of a unit's window: `withinDays` after its registration. */
export const windowEndOf = (test: AcceptanceTest, registeredAt: Date): Date =>
  new Date(registeredAt.getTime() + test.withinDays * dayMs);

/**
 * The hours an `operating_hours` counter rose by over `readings` (any order): the sum of its rises between
 * consecutive readings, so a counter that restarts from zero (a replaced controller) loses nothing and never
 * counts backwards.
 */
export function operatingHoursOf(readings: readonly Reading[]): number {
  const sorted = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
  let hours = 0;
  for (let i = 1; i < sorted.length; i += 1) {
    const rise = (sorted[i]?.value ?? 0) - (sorted[i - 1]?.value ?? 0);
    if (rise > 0) hours += rise;
  }
  return hours;
}

/** The code that means no error: never critical. */
export const noErrorCode = 0;

/** Whether `code` is critical under `test`: listed, or any code but 0 when the list is empty. */
export const isCritical = (test: AcceptanceTest, code: number): boolean =>
  code !== noErrorCode &&
  (test.criticalErrorCodes.length === 0 ? true : test.criticalErrorCodes.includes(code));

/** The critical codes among `error_code` readings (any order), oldest first. */
export function criticalErrorsOf(
  test: AcceptanceTest,
  readings: readonly Reading[],
): { code: number; at: Date }[] {
  return readings
    .filter((reading) => isCritical(test, reading.value))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((reading) => ({ code: reading.value, at: reading.at }));
}

/** Whether a reading at `at` counts for a unit registered at `registeredAt`: within its window. */
export const inWindow = (test: AcceptanceTest, registeredAt: Date, at: Date): boolean =>
  at >= registeredAt && at <= windowEndOf(test, registeredAt);

/**
 * The test over `units` at `now`: PASSED when every unit has at least `minOperatingHours` and no critical
 * error; FAILED when a unit reported a critical error, or its window ended short of the hours; WAITING
 * otherwise, and with no unit registered.
 */
export function evaluateAcceptance(
  test: AcceptanceTest,
  units: readonly UnitTelemetry[],
  now: Date,
): AcceptanceVerdict {
  const verdicts = units.map((unit) => {
    const windowEndsAt = windowEndOf(test, unit.registeredAt);
    const passed = unit.operatingHours >= test.minOperatingHours && unit.criticalErrors.length === 0;
    return { ...unit, windowEndsAt, passed };
  });
  const failed = verdicts.some(
    (unit) => unit.criticalErrors.length > 0 || (!unit.passed && unit.windowEndsAt <= now),
  );
  if (failed) return { status: 'FAILED', units: verdicts };
  if (verdicts.length > 0 && verdicts.every((unit) => unit.passed))
    return { status: 'PASSED', units: verdicts };
  return { status: 'WAITING', units: verdicts };
}
