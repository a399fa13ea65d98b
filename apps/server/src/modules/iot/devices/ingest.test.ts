import { beforeAll, describe, expect, it, vi } from 'vitest';
import { schemaChannel } from '../../../db/channel.ts';
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
  storedCounts,
} from '../../../test/fleet.ts';
import { expectStatus } from '../../../test/procurement.ts';
import { expectError } from '../../../test/requests.ts';
import { onPointsStored, type StoredPoints } from '../points-stored.ts';
import { existingPartitions, maintainPartitions, partitionName } from './partitions.ts';

const clock = testClock(new Date('2026-03-02T12:00:00.000Z'));
const testApp = useTestApp({ now: clock.now });
let parties: FleetParties;
let workflowId: string;
const heard: StoredPoints[] = [];
onPointsStored(async (_tx, stored) => {
  heard.push(stored);
});
beforeAll(async () => {
  parties = await fleetParties(testApp.app, testApp.database.db);
  workflowId = await soldDeal(testApp.app, parties);
});

const newDevice = () => registeredDevice(testApp.app, parties.seller, workflowId);
const ago = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();
const minute = 60_000;
const day = 86_400_000;
/** Posts a raw JSON body. */
const postRaw = (device: RegisteredDevice, body: string) => postPoints(testApp.app, device, body);

describe('a batch of points', () => {
  it('stores new points once: duplicates, out-of-order and late points are harmless', async () => {
    const device = await newDevice();
    const first = [
      { name: 'Battery', value: 90, unit: '%', recordedAt: ago(2 * minute) },
      { name: 'battery', value: 91, unit: '%', recordedAt: ago(3 * minute) },
      { name: 'Error-Code', value: 17, recordedAt: ago(minute) },
    ];
    expect(expectStatus(await postPoints(testApp.app, device, first), 202)).toEqual({
      accepted: 3,
      duplicates: 0,
      dropped: 0,
    });
    // The same points again, one twice within the batch, and a late one from three days ago.
    const second = [
      ...first,
      first[0] as PointInput,
      { name: 'battery', value: 50, recordedAt: ago(3 * day) },
    ];
    expect(expectStatus(await postPoints(testApp.app, device, second), 202)).toEqual({
      accepted: 1,
      duplicates: 4,
      dropped: 0,
    });
    // Older than the retention period (90 days): dropped and counted.
    expect(
      expectStatus(
        await postPoints(testApp.app, device, [{ name: 'battery', value: 1, recordedAt: ago(91 * day) }]),
        202,
      ),
    ).toEqual({ accepted: 0, duplicates: 0, dropped: 1 });
    const points = await testApp.database.db.query<{ metric: string; value: number }>(
      'SELECT metric, value FROM iot_points WHERE device_id = $1 ORDER BY recorded_at',
      [device.id],
    );
    expect(points.map((p) => `${p.metric}=${p.value}`)).toEqual([
      'battery=50',
      'battery=91',
      'battery=90',
      'error_code=17',
    ]);
    // The battery shown is the newest battery point's, however late the others come.
    const read = expectStatus<{ battery: number; lastSeenAt: string }>(
      await testApp.call('GET', `/v2/fleet/devices/${device.id}`, parties.buyer),
      200,
    );
    expect(read).toMatchObject({ battery: 90, lastSeenAt: ago(minute) });
  });

  it('tells the module’s listeners and the device streams of the new points only', async () => {
    const device = await newDevice();
    const { db } = testApp.database;
    const payloads: string[] = [];
    const stop = await db.listen(await schemaChannel(db, 'iot_points_'), (payload) => payloads.push(payload));
    try {
      const batch = Array.from({ length: 300 }, (_, i) => ({
        name: 'temperature',
        value: 20 + i / 10,
        unit: '°C',
        recordedAt: ago((i + 1) * 1000),
      }));
      expectStatus(await postPoints(testApp.app, device, batch), 202);
      expectStatus(await postPoints(testApp.app, device, batch.slice(0, 10)), 202);
      const mine = heard.filter((stored) => stored.deviceId === device.id);
      expect(mine.map((stored) => stored.points.length)).toEqual([300]);
      await vi.waitFor(() => {
        const metrics = payloads.flatMap((payload) => {
          const parsed = JSON.parse(payload) as { deviceId: string; metrics: unknown[] };
          return parsed.deviceId === device.id ? parsed.metrics : [];
        });
        expect(metrics).toHaveLength(300);
      });
      expect(payloads.length).toBeGreaterThan(1);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    } finally {
      await stop();
    }
  });

  it('refuses a whole batch with a point from the future, a non-finite value or bad text, storing nothing', async () => {
    const device = await newDevice();
    const good = { name: 'uptime', value: 1, recordedAt: ago(0) };
    const soon = new Date(clock.now().getTime() + 4 * minute).toISOString();
    const later = new Date(clock.now().getTime() + 6 * minute).toISOString();
    const bad: string[] = [
      JSON.stringify({ metrics: [good, { name: 'uptime', value: 2, recordedAt: later }] }),
      `{"metrics":[{"name":"uptime","value":1e400,"recordedAt":"${ago(0)}"}]}`,
      `{"metrics":[{"name":"uptime","value":-1e400,"recordedAt":"${ago(0)}"}]}`,
      JSON.stringify({ metrics: [{ ...good, name: 'up\u0000time' }] }),
      `{"metrics":[{"name":"up\\ud800","value":1,"recordedAt":"${ago(0)}"}]}`,
      JSON.stringify({ metrics: [{ ...good, unit: '\u202e%' }] }),
      JSON.stringify({ metrics: [{ ...good, recordedAt: '0000-01-01T00:00:00Z' }] }),
      JSON.stringify({ metrics: [{ ...good, recordedAt: '2026-02-30T00:00:00Z' }] }),
      JSON.stringify({ metrics: [{ ...good, value: '1' }] }),
      JSON.stringify({ metrics: [] }),
      JSON.stringify({ metrics: Array.from({ length: 501 }, (_, i) => ({ ...good, value: i })) }),
    ];
    for (const body of bad) expectError(await postRaw(device, body), 400, 'validation_failed');
    expect(await storedCounts(testApp.database.db, device.id)).toEqual({ points: 0, minutes: 0, hours: 0 });
    expectStatus(
      await postPoints(testApp.app, device, [
        { name: 'uptime', value: 1, recordedAt: soon },
        { name: 'temperature', value: -40.5, recordedAt: ago(0) },
      ]),
      202,
    );
    expect((await storedCounts(testApp.database.db, device.id)).points).toBe(2);
  });

  it('limits each device to 20 batches a second', async () => {
    const device = await newDevice();
    const other = await newDevice();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await postPoints(testApp.app, device, [
        { name: 'uptime', value: i, recordedAt: ago(i) },
      ]);
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    const refused = await postPoints(testApp.app, device, [
      { name: 'uptime', value: 99, recordedAt: ago(99) },
    ]);
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers['retry-after']).toBe('1');
    // Another device is not held back.
    expectStatus(
      await postPoints(testApp.app, other, [{ name: 'uptime', value: 1, recordedAt: ago(0) }]),
      202,
    );
    clock.advance(1000);
    expectStatus(
      await postPoints(testApp.app, device, [{ name: 'uptime', value: 1, recordedAt: ago(0) }]),
      202,
    );
  });
});

/** A small deterministic random generator (mulberry32), so a failing round can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the roll-ups', () => {
  it('match a recomputation from the raw points, whatever the order and duplicates, many rounds', async () => {
    const { db } = testApp.database;
    for (let round = 1; round <= 12; round++) {
      const next = random(round);
      const device = await newDevice();
      const metrics = ['battery', 'temperature', 'utilisation'];
      const points: PointInput[] = Array.from({ length: 150 + Math.floor(next() * 150) }, () => ({
        name: metrics[Math.floor(next() * metrics.length)] ?? 'battery',
        // Whole seconds over the last three hours, so duplicates happen.
        recordedAt: ago(Math.floor(next() * 3 * 3600) * 1000),
        value: Math.round((next() * 200 - 50) * 100) / 100,
      }));
      // Shuffled into batches of 1 to 60, some points sent twice.
      const sent = [...points, ...points.filter(() => next() < 0.2)].sort(() => next() - 0.5);
      for (let start = 0; start < sent.length; ) {
        const size = 1 + Math.floor(next() * 60);
        expectStatus(await postPoints(testApp.app, device, sent.slice(start, start + size)), 202);
        start += size;
        clock.advance(100);
      }
      for (const [table, unit] of [
        ['iot_rollups_minute', 'minute'],
        ['iot_rollups_hour', 'hour'],
      ] as const) {
        const mismatches = await db.query(
          `WITH expected AS (
             SELECT metric, date_trunc('${unit}', recorded_at, 'UTC') AS bucket, count(*)::int AS count,
                    sum(value) AS sum, min(value) AS min, max(value) AS max,
                    (array_agg(value ORDER BY recorded_at DESC))[1] AS last, max(recorded_at) AS last_at
               FROM iot_points WHERE device_id = $1 GROUP BY 1, 2),
           actual AS (
             SELECT metric, bucket, count, sum, min, max, last, last_at FROM ${table} WHERE device_id = $1)
           SELECT * FROM expected e FULL JOIN actual a USING (metric, bucket)
            WHERE e.count IS DISTINCT FROM a.count OR abs(e.sum - a.sum) > 1e-6
               OR e.min IS DISTINCT FROM a.min OR e.max IS DISTINCT FROM a.max
               OR e.last IS DISTINCT FROM a.last OR e.last_at IS DISTINCT FROM a.last_at`,
          [device.id],
        );
        expect(mismatches, `round ${round}, ${table}`).toEqual([]);
      }
      const distinct = new Set(points.map((p) => `${p.name} ${p.recordedAt}`)).size;
      expect((await storedCounts(db, device.id)).points).toBe(distinct);
    }
  });
});

describe('the day partitions', () => {
  it('are created for a late point within the retention, and by the job ahead of time', async () => {
    const { db } = testApp.database;
    const device = await newDevice();
    const late = new Date(clock.now().getTime() - 40 * day);
    const lateDay = Date.UTC(late.getUTCFullYear(), late.getUTCMonth(), late.getUTCDate());
    expect(await existingPartitions(db)).not.toContain(lateDay);
    expectStatus(
      await postPoints(testApp.app, device, [{ name: 'uptime', value: 5, recordedAt: late.toISOString() }]),
      202,
    );
    expect(await existingPartitions(db)).toContain(lateDay);
    const today = Date.UTC(2026, 2, clock.now().getUTCDate());
    const done = await maintainPartitions(db, clock.now(), 90);
    const days = await existingPartitions(db);
    for (const ahead of [0, 1, 2]) expect(days).toContain(today + ahead * day);
    expect(done.dropped).toBe(0);
    expect(partitionName(today)).toMatch(/^iot_points_202603\d\d$/);
  });

  it('are dropped with their roll-ups once wholly older than the retention period', async () => {
    const { db } = testApp.database;
    const device = await newDevice();
    const old = new Date(clock.now().getTime() - 20 * day);
    expectStatus(
      await postPoints(testApp.app, device, [{ name: 'uptime', value: 5, recordedAt: old.toISOString() }]),
      202,
    );
    expect((await storedCounts(db, device.id)).points).toBe(1);
    const done = await maintainPartitions(db, clock.now(), 10);
    expect(done.dropped).toBeGreaterThanOrEqual(2);
    expect(await storedCounts(db, device.id)).toEqual({ points: 0, minutes: 0, hours: 0 });
    const oldest = Math.min(...(await existingPartitions(db)));
    expect(oldest).toBeGreaterThanOrEqual(clock.now().getTime() - 11 * day);
    // The job runs on the queue.
    clock.advance(3_600_000);
    expect(await testApp.runJobs()).toBeGreaterThanOrEqual(1);
  });
});
