// Device streams on every instance hear of each alert's change through the iot module's channel
// (`stream/channels.ts`): the alert as its owner's members read it, sent once the transaction commits.
import type { Queryable } from '../../../db/db.ts';
import { publishIotAlert } from '../stream/channels.ts';
import { alertBody } from './body.ts';
import { findAlert } from './repository.ts';

/**
 * Tells every instance that alert `alertId` was raised, acknowledged or resolved: a `pg_notify` in `q`'s
 * transaction, delivered once (and only if) it commits.
 */
export async function publishAlert(q: Queryable, alertId: string): Promise<void> {
  const row = await findAlert(q, alertId);
  if (row !== undefined) await publishIotAlert(q, alertBody(row));
}
