import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { seedDemoFleet } from './fleet.ts';
import { seedDemoData } from './index.ts';

const testApp = useTestApp({ demoData: true });

describe('the demo fleet', () => {
  it('registers three robots of an order in progress with a day of telemetry, once', async () => {
    const { db } = testApp.database;
    const devices = await db.query<{
      id: string;
      name: string;
      status: string;
      owner_user_id: string;
      seller_business_id: string | null;
      last_battery: number | null;
    }>(
      `SELECT d.id, d.name, w.status, d.owner_user_id, d.seller_business_id, d.last_battery
         FROM iot_devices d JOIN workflows w ON w.id = d.workflow_id ORDER BY d.name`,
    );
    expect(devices.map((device) => [device.name, device.status])).toEqual([
      ['Leeds mover 1', 'ORDER_IN_PROGRESS'],
      ['Leeds mover 2', 'ORDER_IN_PROGRESS'],
      ['Leeds mover 3', 'ORDER_IN_PROGRESS'],
    ]);
    for (const device of devices) {
      expect(device.last_battery).toBeGreaterThan(0);
      expect(device.seller_business_id).not.toBeNull();
    }
    const [span] = await db.query<{ hours: number; metrics: number; points: number }>(
      `SELECT extract(epoch FROM max(recorded_at) - min(recorded_at)) / 3600 AS hours,
              count(DISTINCT metric)::int AS metrics, count(*)::int AS points
         FROM iot_points WHERE device_id = $1`,
      [devices[0]?.id],
    );
    expect(Number(span?.hours)).toBeGreaterThanOrEqual(23.9);
    expect(span?.metrics).toBeGreaterThanOrEqual(7);
    // Seeding again (another start) adds nothing.
    await seedDemoData(db, new Date());
    expect(await seedDemoFleet(db, new Date())).toEqual([]);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM iot_devices');
    expect(count?.n).toBe(3);
  });
});
