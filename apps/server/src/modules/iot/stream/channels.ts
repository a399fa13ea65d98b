// The iot module's cross-instance channels (`db/channel.ts`): ingest publishes each stored batch on
// `iot_points` (`devices/ingest.ts`, in parts under PostgreSQL's payload limit), the alerts part each raised, acknowledged or resolved alert on `iot_alerts`, and every
// instance's device streams listen. A NOTIFY is sent when its transaction commits, so a stream never shows
// a point or an alert that was rolled back.
import type { components } from '@robomarket/api-client/schema';
import { schemaChannel } from '../../../db/channel.ts';
import type { Queryable } from '../../../db/db.ts';

/** A batch of points as published after commit (the contract's `IotPointBatch`). */
export type IotPointBatch = components['schemas']['IotPointBatch'];
/** An alert as published after each change (the contract's `IotAlert`). */
export type IotAlert = components['schemas']['IotAlert'];

/** The channel prefixes; the schema's name follows, as `schemaChannel` builds it. */
export const iotPointsChannel = 'iot_points_';
export const iotAlertsChannel = 'iot_alerts_';

/** Publishes an alert's change to every instance's device streams, in `tx` (sent once it commits). */
export async function publishIotAlert(tx: Queryable, alert: IotAlert): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [
    await schemaChannel(tx, iotAlertsChannel),
    JSON.stringify(alert),
  ]);
}
