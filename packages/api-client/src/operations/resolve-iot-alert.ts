import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of resolveIotAlert: the alert, RESOLVED. */
export type ResolveIotAlertData = OperationData<'resolveIotAlert'>;

/** resolveIotAlert (POST /v2/fleet/alerts/{alertId}/resolve): a member but a VIEWER; 409 once RESOLVED. */
export function resolveIotAlert(
  client: ApiClient,
  alertId: string,
  signal?: AbortSignal,
): Promise<ResolveIotAlertData> {
  return unwrap(client.POST('/v2/fleet/alerts/{alertId}/resolve', { params: { path: { alertId } }, signal }));
}
