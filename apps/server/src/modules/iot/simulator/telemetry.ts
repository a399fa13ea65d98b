// Believable telemetry of a demo robot (an autonomous mobile robot in a warehouse), as a pure function of the
// unit and the minute: the same unit and time give the same points, so the demo's history, the simulator's
// live points and the tests agree. Each unit works a shift of 320 minutes draining its battery, then charges
// for 80 minutes at its dock; operating hours rise only while it works; it loops its route while working;
// now and then it reports a minor error code (a blocked path, 101).
import type { IotMetricInput } from '../devices/ingest.ts';

const workMinutes = 320;
const chargeMinutes = 80;
const cycle = workMinutes + chargeMinutes;
/** The minor error code the units report now and then (not a critical one). */
export const obstacleCode = 101;

/** A number in [0, 1) from the unit and the minute (a small integer hash). */
function noise(unit: number, minute: number, salt: number): number {
  let h = (unit * 374_761_393 + minute * 668_265_263 + salt * 2_147_483_647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

/** The minute the units' operating hours count from. */
const serviceStart = Date.UTC(2026, 5, 1) / 60_000;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Minutes worked in the first `minutes` minutes of the unit's life (the cycle closed-form). */
const workedIn = (minutes: number) =>
  Math.floor(minutes / cycle) * workMinutes + Math.min(minutes % cycle, workMinutes);

/** The points unit `unit` (0, 1, 2, ...) reports at `at` (its values those of the minute of `at`). */
export function telemetryAt(unit: number, at: Date): IotMetricInput[] {
  const minute = Math.floor(at.getTime() / 60_000);
  // Each unit's cycle starts at another time of day, so the fleet is never all charging at once.
  const life = minute + unit * 137;
  const phase = ((life % cycle) + cycle) % cycle;
  const working = phase < workMinutes;
  const battery = working
    ? 100 - (phase / workMinutes) * 82
    : 18 + ((phase - workMinutes) / chargeMinutes) * 82;
  const recordedAt = at.toISOString();
  const angle = (2 * Math.PI * (life % 30)) / 30 + unit;
  const points: IotMetricInput[] = [
    {
      name: 'battery',
      value: round(Math.min(100, Math.max(0, battery + (noise(unit, minute, 1) - 0.5))), 1),
      unit: '%',
      recordedAt,
    },
    // Up since the unit's last restart, at the start of its current cycle.
    { name: 'uptime', value: (phase + 1) * 60, unit: 's', recordedAt },
    {
      name: 'operating_hours',
      value: round(200 + unit * 37 + workedIn(Math.max(0, minute - serviceStart)) / 60, 2),
      unit: 'h',
      recordedAt,
    },
    { name: 'position_x', value: working ? round(20 + 15 * Math.cos(angle), 2) : 0, unit: 'm', recordedAt },
    { name: 'position_y', value: working ? round(10 + 8 * Math.sin(angle), 2) : 0, unit: 'm', recordedAt },
    {
      name: 'temperature',
      value: round(28 + (working ? 9 : 2) + 3 * noise(unit, minute, 2), 1),
      unit: '°C',
      recordedAt,
    },
    {
      name: 'utilisation',
      value: working ? round(60 + 35 * noise(unit, minute, 3), 0) : 0,
      unit: '%',
      recordedAt,
    },
  ];
  if (working && noise(unit, minute, 4) < 0.004) {
    points.push({ name: 'error_code', value: obstacleCode, recordedAt });
  }
  return points;
}

/** The points of `unit` for every `stepMinutes` from `from` up to `to` (inclusive of `from`). */
export function telemetryBetween(unit: number, from: Date, to: Date, stepMinutes = 1): IotMetricInput[] {
  const points: IotMetricInput[] = [];
  for (let at = from.getTime(); at <= to.getTime(); at += stepMinutes * 60_000) {
    points.push(...telemetryAt(unit, new Date(at)));
  }
  return points;
}
