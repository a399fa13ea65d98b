import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of listIotAlerts (GET /v2/fleet/alerts): `status`, `deviceId`, `limit` and `cursor`. */
export type ListIotAlertsQuery = OperationQuery<'listIotAlerts'>;
/** Answer of listIotAlerts: a page of alerts, newest first, and the next cursor, or null. */
export type ListIotAlertsData = OperationData<'listIotAlerts'>;

/** listIotAlerts (GET /v2/fleet/alerts): alerts raised on the acting business's devices; any member. */
export function listIotAlerts(
  client: ApiClient,
  query: ListIotAlertsQuery,
  signal?: AbortSignal,
): Promise<ListIotAlertsData> {
  return unwrap(client.GET('/v2/fleet/alerts', { params: { query }, signal }));
}
