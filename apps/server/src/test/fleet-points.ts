// A fleet for tests of alerts and acceptance: devices written straight into `iot_devices` on a workflow, and
// points stored as ingest stores them (the day's partition created, duplicates left out, `last_seen_at`
// moved), then told to the listeners with `pointsStored`, as ingest tells them.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { pointsStored, type StoredPoint } from '../modules/iot/index.ts';

let serial = 0;

/** Registers a unit of `workflowId` as its chosen seller would; answers the device's id. */
export async function insertDevice(
  db: Queryable,
  workflowId: string,
  options: { name?: string; registeredAt?: Date; serialNumber?: string; credentialHash?: Buffer } = {},
): Promise<string> {
  serial += 1;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO iot_devices (workflow_id, owner_business_id, owner_user_id, seller_business_id, seller_user_id,
       registered_by, name, serial_number, model, credential_hash, credential_issued_at, created_at)
     SELECT w.id, w.business_id, w.buyer_id, w.seller_business_id, w.seller_id, w.seller_id, $2, $3,
            'Test arm', $5, $4, $4
       FROM workflows w WHERE w.id = $1
     RETURNING id`,
    [
      workflowId,
      options.name ?? `Unit ${serial}`,
      options.serialNumber ?? `SN-${process.pid}-${serial}-${crypto.randomUUID().slice(0, 8)}`,
      options.registeredAt ?? new Date(),
      options.credentialHash ?? null,
    ],
  );
  if (row === undefined) throw new Error(`no workflow ${workflowId}`);
  return row.id;
}

/** A device with a working credential, for the broker's and the stream's tests. */
export interface TestDevice {
  deviceId: string;
  credential: string;
}

/** Registers a unit of `workflowId` with a credential (stored hashed, as registration stores it). */
export async function insertTestDevice(
  db: Queryable,
  workflowId: string,
  serialNumber?: string,
): Promise<TestDevice> {
  const credential = `dev_${randomBytes(32).toString('base64url')}`;
  const credentialHash = createHash('sha256').update(credential).digest();
  const deviceId = await insertDevice(db, workflowId, {
    credentialHash,
    ...(serialNumber === undefined ? {} : { serialNumber }),
  });
  return { deviceId, credential };
}

/** Revokes a device's credential, as `revokeIotDeviceCredential` does. */
export async function revokeTestDevice(db: Queryable, deviceId: string): Promise<void> {
  await db.query('UPDATE iot_devices SET credential_hash = NULL WHERE id = $1', [deviceId]);
}

/** One point as a test writes it. */
export interface TestPoint {
  metric: string;
  value: number;
  at: Date;
  unit?: string | null;
}

const dayName = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

let partitionsMade: Promise<void> = Promise.resolve();

/**
 * Creates the day partitions of `iot_points` that `points` fall in, one test's batches after another:
 * PostgreSQL's `CREATE TABLE IF NOT EXISTS` is not safe against itself running at once.
 */
function ensurePartitions(db: Db, points: readonly TestPoint[]): Promise<void> {
  partitionsMade = partitionsMade.catch(() => {}).then(() => createPartitions(db, points));
  return partitionsMade;
}

async function createPartitions(db: Db, points: readonly TestPoint[]): Promise<void> {
  const days = new Set(points.map((point) => dayName(point.at)));
  for (const day of days) {
    const from = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await db.exec(
      `CREATE TABLE IF NOT EXISTS iot_points_${day} PARTITION OF iot_points
         FOR VALUES FROM ('${from}T00:00:00Z') TO ('${to}T00:00:00Z')`,
    );
  }
}

/**
 * Stores `points` of device `deviceId` at server time `at` as ingest does, then tells the listeners (alerts,
 * acceptance) in the same transaction. Answers how many were new.
 */
export async function storePoints(
  db: Db,
  deviceId: string,
  points: readonly TestPoint[],
  at: Date,
): Promise<number> {
  await ensurePartitions(db, points);
  return db.transaction(async (tx) => {
    const stored: StoredPoint[] = [];
    for (const point of points) {
      const rows = await tx.query(
        `INSERT INTO iot_points (device_id, metric, recorded_at, value, unit) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [deviceId, point.metric, point.at, point.value, point.unit ?? null],
      );
      if (rows.length > 0) {
        stored.push({
          metric: point.metric,
          value: point.value,
          unit: point.unit ?? null,
          recordedAt: point.at,
        });
      }
    }
    const last = stored.reduce<Date | null>(
      (max, point) => (max === null || point.recordedAt > max ? point.recordedAt : max),
      null,
    );
    if (last !== null) {
      await tx.query(
        'UPDATE iot_devices SET last_seen_at = greatest(coalesce(last_seen_at, $2), $2) WHERE id = $1',
        [deviceId, last],
      );
    }
    await pointsStored(tx, { deviceId, points: stored, at });
    return stored.length;
  });
}

/** `count` points of `metric` every `stepMs` ending at `end`, valued by `value(i)` (oldest first). */
export function series(
  metric: string,
  end: Date,
  count: number,
  stepMs: number,
  value: (index: number) => number,
): TestPoint[] {
  return Array.from({ length: count }, (_, index) => ({
    metric,
    value: value(index),
    at: new Date(end.getTime() - (count - 1 - index) * stepMs),
  }));
}
