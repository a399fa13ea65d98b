// What ingest tells the rest of the module once a batch of points is stored (in the batch's transaction):
// the alert rules and the acceptance test listen here, the devices part calls `pointsStored`.
import type { Queryable } from '../../db/db.ts';

/** One stored point, its metric name normalised. */
export interface StoredPoint {
  metric: string;
  value: number;
  unit: string | null;
  recordedAt: Date;
}

/** A batch as stored: the new points only (duplicates left out). */
export interface StoredPoints {
  deviceId: string;
  points: readonly StoredPoint[];
  at: Date;
}

type Listener = (tx: Queryable, stored: StoredPoints) => Promise<void>;
const listeners: Listener[] = [];

/** Runs `listener` after each stored batch, in the batch's transaction. */
export function onPointsStored(listener: Listener): void {
  listeners.push(listener);
}

/** Tells every listener of a stored batch. */
export async function pointsStored(tx: Queryable, stored: StoredPoints): Promise<void> {
  for (const listener of listeners) await listener(tx, stored);
}
