// The demo's living fleet: units registered on a demo order and a day of their telemetry, so a first
// `pnpm start` shows robots with charts. Registration writes the device rows as `registerIotDevice` does; the
// history goes through `ingestPoints`, so roll-ups, last seen and battery are what real points would make.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../../db/db.ts';
import { ingestPoints } from '../devices/ingest.ts';
import { telemetryBetween } from './telemetry.ts';

/** A unit the demo registers. */
export interface DemoUnit {
  serialNumber: string;
  model: string;
  name: string;
}

/** Whether the user owns a device already (their demo fleet exists). */
export async function ownsDevices(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM iot_devices WHERE owner_user_id = $1 LIMIT 1', [userId]);
  return row !== undefined;
}

/**
 * Registers `units` on the started workflow `workflowId` (owned by its buyer's side, sold by its seller's),
 * each with a credential nobody keeps (the simulator rotates them). Resolves the devices' ids.
 */
export async function registerDemoUnits(
  tx: Queryable,
  workflowId: string,
  units: readonly DemoUnit[],
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const unit of units) {
    const hash = createHash('sha256')
      .update(`dev_${randomBytes(32).toString('base64url')}`)
      .digest();
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO iot_devices (workflow_id, owner_business_id, owner_user_id, seller_business_id, seller_user_id,
         registered_by, name, serial_number, model, credential_hash, credential_issued_at, created_at)
       SELECT w.id, w.business_id, w.buyer_id, w.seller_business_id, w.seller_id, w.seller_id, $2, $3, $4, $5, $6, $6
         FROM workflow_summaries w WHERE w.id = $1 AND w.seller_id IS NOT NULL
       RETURNING id`,
      [workflowId, unit.name, unit.serialNumber, unit.model, hash, now],
    );
    if (row === undefined) throw new Error(`The demo workflow ${workflowId} has no seller`);
    ids.push(row.id);
  }
  return ids;
}

/** Stores `hours` of history for each device (a point set every `stepMinutes`), in batches of 500. */
export async function seedDemoHistory(
  db: Db,
  deviceIds: readonly string[],
  now: Date,
  hours = 24,
  stepMinutes = 5,
): Promise<number> {
  let stored = 0;
  for (const [unit, deviceId] of deviceIds.entries()) {
    const points = telemetryBetween(unit, new Date(now.getTime() - hours * 3_600_000), now, stepMinutes);
    for (let start = 0; start < points.length; start += 500) {
      const result = await ingestPoints({ db, now: () => now }, deviceId, points.slice(start, start + 500));
      stored += result.accepted;
    }
  }
  return stored;
}
