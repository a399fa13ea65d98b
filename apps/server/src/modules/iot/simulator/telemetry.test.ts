import { describe, expect, it } from 'vitest';
import { obstacleCode, telemetryAt, telemetryBetween } from './telemetry.ts';

const start = new Date('2026-11-20T00:00:00.000Z');
const week = new Date(start.getTime() + 7 * 86_400_000);

describe('the simulated telemetry', () => {
  it('is the same for the same unit and time', () => {
    const at = new Date('2026-11-27T10:17:00.000Z');
    expect(telemetryAt(2, at)).toEqual(telemetryAt(2, at));
    expect(telemetryAt(1, at)).not.toEqual(telemetryAt(2, at));
  });

  it('drains and charges the battery within 0-100 %, and operating hours only rise', () => {
    for (const unit of [0, 1, 2, 7]) {
      const points = telemetryBetween(unit, start, week, 5);
      const series = (name: string) =>
        points.filter((point) => point.name === name).map((point) => point.value);
      const battery = series('battery');
      expect(Math.min(...battery)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...battery)).toBeLessThanOrEqual(100);
      expect(Math.max(...battery) - Math.min(...battery)).toBeGreaterThan(60);
      const hours = series('operating_hours');
      for (let i = 1; i < hours.length; i++) expect(hours[i]).toBeGreaterThanOrEqual(hours[i - 1] ?? 0);
      // About 320 of every 400 minutes at work: some 134 h in a week.
      expect((hours.at(-1) ?? 0) - (hours[0] ?? 0)).toBeGreaterThan(120);
      for (const point of points) expect(Number.isFinite(point.value)).toBe(true);
    }
  });

  it('reports only well-known metrics, and a minor error code now and then', () => {
    const points = [0, 1, 2].flatMap((unit) => telemetryBetween(unit, start, week, 1));
    expect(new Set(points.map((point) => point.name))).toEqual(
      new Set([
        'battery',
        'uptime',
        'operating_hours',
        'position_x',
        'position_y',
        'temperature',
        'utilisation',
        'error_code',
      ]),
    );
    const errors = points.filter((point) => point.name === 'error_code');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThan(points.length / 100);
    expect(new Set(errors.map((point) => point.value))).toEqual(new Set([obstacleCode]));
  });
});
