// The demo buyer's living fleet (issue 28): an order in progress of three warehouse robots, registered by the
// demo seller, with a day of telemetry, so Robots shows devices with charts on a first `pnpm start`. Once:
// when the demo buyer owns no device yet. `pnpm simulate` then streams live points for them.
import type { Db } from '../db/db.ts';
import { type DemoUnit, ownsDevices, registerDemoUnits, seedDemoHistory } from '../modules/iot/index.ts';
import { type DemoOrder, seedDemoOrder } from './payments.ts';
import { lockDemoParties } from './shared.ts';

/** The demo fleet's order. */
export const demoFleetOrder: DemoOrder = {
  title: 'Autonomous mobile robots for the Leeds warehouse',
  description: 'Three autonomous mobile robots with charging docks, fleet software and a year of support.',
  budget: ['90000.00', '140000.00'],
  price: '118500.00',
  stage: 'ORDER_IN_PROGRESS',
  daysAgo: 2,
  quantity: 3,
};

/** Its units. */
export const demoFleetUnits: readonly DemoUnit[] = [1, 2, 3].map((n) => ({
  serialNumber: `AMR-LDS-00${n}`,
  model: 'Pallet mover AMR-500',
  name: `Leeds mover ${n}`,
}));

/** Creates the demo fleet when the demo accounts exist and the buyer owns no device; returns its devices. */
export async function seedDemoFleet(db: Db, now: Date): Promise<string[]> {
  const devices = await db.transaction(async (tx) => {
    const parties = await lockDemoParties(tx);
    if (parties === undefined || (await ownsDevices(tx, parties.buyerId))) return [];
    const workflowId = await seedDemoOrder(tx, parties, demoFleetOrder, now);
    return registerDemoUnits(tx, workflowId, demoFleetUnits, new Date(now.getTime() - 36 * 3_600_000));
  });
  // A day of points every 5 minutes, through ingest (its roll-ups and last seen), after the rows committed.
  await seedDemoHistory(db, devices, now);
  return devices;
}
