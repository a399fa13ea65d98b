import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type FleetParties,
  fleetParties,
  type PointInput,
  postPoints,
  type RegisteredDevice,
  registeredDevice,
  soldDeal,
} from '../../../test/fleet.ts';
import { expectStatus } from '../../../test/procurement.ts';
import { expectError } from '../../../test/requests.ts';

const clock = testClock(new Date('2026-03-10T12:00:00.000Z'));
const testApp = useTestApp({ now: clock.now });
let parties: FleetParties;
let device: RegisteredDevice;
const minute = 60_000;
const hour = 60 * minute;
const at = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

interface SeriesSet {
  resolution: string;
  from: string;
  to: string;
  series: {
    metric: string;
    unit: string | null;
    points: { t: string; avg: number; min: number; max: number; last: number; count: number }[];
  }[];
}

beforeAll(async () => {
  parties = await fleetParties(testApp.app, testApp.database.db);
  const workflowId = await soldDeal(testApp.app, parties);
  device = await registeredDevice(testApp.app, parties.seller, workflowId);
  // Every 30 s for the last 2 hours: battery falling from 100, temperature rising; one point 5 days ago.
  const points: PointInput[] = [];
  for (let i = 0; i < 240; i++) {
    points.push({ name: 'battery', value: 100 - i * 0.25, unit: '%', recordedAt: at((240 - i) * 30_000) });
    points.push({
      name: 'temperature',
      value: 20 + i * 0.05,
      unit: '°C',
      recordedAt: at((240 - i) * 30_000),
    });
  }
  points.push({ name: 'battery', value: 42, unit: '%', recordedAt: at(5 * 24 * hour) });
  for (let start = 0; start < points.length; start += 500) {
    expectStatus(await postPoints(testApp.app, device, points.slice(start, start + 500)), 202);
  }
});

const series = (query: string, session = parties.buyer) =>
  testApp.call('GET', `/v2/fleet/devices/${device.id}/series?${query}`, session);

describe('a device’s series', () => {
  it('reads raw points for an hour, minute roll-ups for a day, hour roll-ups for a week and a month', async () => {
    const raw = expectStatus<SeriesSet>(await series('metric=battery&range=1h'), 200);
    expect(raw.resolution).toBe('RAW');
    // (now - 1 h, now]: the point exactly an hour old belongs to the hour before.
    expect(raw.series[0]?.points).toHaveLength(119);
    expect(raw.series[0]?.points.every((p) => p.count === 1 && p.min === p.max)).toBe(true);
    expect(raw.series[0]?.unit).toBe('%');

    const day = expectStatus<SeriesSet>(await series('metric=battery&metric=Temperature'), 200);
    expect(day.resolution).toBe('MINUTE');
    expect(day.to).toBe(clock.now().toISOString());
    expect(day.series.map((s) => s.metric)).toEqual(['battery', 'temperature']);
    const minutes = day.series[0]?.points ?? [];
    expect(minutes).toHaveLength(120);
    expect(minutes.every((p) => p.count === 2)).toBe(true);
    const first = minutes[0];
    expect(first?.avg).toBeCloseTo(((first?.min ?? 0) + (first?.max ?? 0)) / 2);
    expect(first?.last).toBe(first?.min);

    const week = expectStatus<SeriesSet>(await series('metric=battery&range=7d'), 200);
    expect(week.resolution).toBe('HOUR');
    expect(week.series[0]?.points.map((p) => p.count)).toEqual([1, 120, 120]);
    const month = expectStatus<SeriesSet>(await series('metric=battery&range=30d'), 200);
    expect(month.resolution).toBe('HOUR');

    // A range ending earlier: `to` moves the window.
    const earlier = expectStatus<SeriesSet>(
      await series(`metric=battery&range=1h&to=${encodeURIComponent(at(hour))}`),
      200,
    );
    expect(earlier.series[0]?.points).toHaveLength(120);
    expect(earlier.series[0]?.points.at(-1)?.t).toBe(at(hour));
  });

  it('gives the seller only the metrics the owner shares, and anyone else a 404', async () => {
    const before = expectStatus<SeriesSet>(
      await series('metric=battery&metric=temperature', parties.sellerViewer),
      200,
    );
    expect(before.series.map((s) => s.points.length)).toEqual([0, 0]);
    expectStatus(
      await testApp.call('PATCH', `/v2/fleet/devices/${device.id}`, parties.buyer, {
        sharedMetrics: ['battery'],
      }),
      200,
    );
    const after = expectStatus<SeriesSet>(
      await series('metric=battery&metric=temperature', parties.sellerViewer),
      200,
    );
    expect(after.series.map((s) => s.points.length)).toEqual([120, 0]);
    const points = expectStatus<{ metrics: { name: string }[] }>(
      await testApp.call('GET', `/v2/iot/${device.id}/metrics?limit=100`, parties.seller),
      200,
    );
    expect(new Set(points.metrics.map((p) => p.name))).toEqual(new Set(['battery']));
    for (const session of [parties.stranger, parties.loser]) {
      expectError(await series('metric=battery', session), 404, 'not_found');
      expectError(await testApp.call('GET', `/v2/iot/${device.id}/metrics`, session), 404, 'not_found');
    }
  });

  it('refuses bad queries with a 400', async () => {
    for (const query of [
      'metric=battery&to=0000-01-01T00:00:00Z',
      'metric=battery&range=2h',
      'metric=1battery',
      'range=1h',
      'metric=a&metric=b&metric=c&metric=d&metric=e&metric=f&metric=g',
    ]) {
      expectError(await series(query), 400, 'validation_failed');
    }
  });
});

describe('a device’s raw points', () => {
  it('pages newest first, filtered by metric and time', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page = expectStatus<{
        metrics: { name: string; recordedAt: string }[];
        next_cursor: string | null;
      }>(
        await testApp.call(
          'GET',
          `/v2/iot/${device.id}/metrics?name=Temperature&limit=50${next}`,
          parties.buyer,
        ),
        200,
      );
      seen.push(...page.metrics.map((p) => p.recordedAt));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(240);
    expect([...seen].sort().reverse()).toEqual(seen);
    const window = expectStatus<{ metrics: unknown[] }>(
      await testApp.call(
        'GET',
        `/v2/iot/${device.id}/metrics?name=battery&from=${encodeURIComponent(at(30 * minute))}&limit=100`,
        parties.buyer,
      ),
      200,
    );
    expect(window.metrics).toHaveLength(60);
    expectError(
      await testApp.call('GET', `/v2/iot/${device.id}/metrics?cursor=WyJ4Il0`, parties.buyer),
      400,
      'validation_failed',
    );
  });
});
