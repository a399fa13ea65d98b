import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of acknowledgeIotAlert: the alert, ACKNOWLEDGED. */
export type AcknowledgeIotAlertData = OperationData<'acknowledgeIotAlert'>;

/** acknowledgeIotAlert (POST /v2/fleet/alerts/{alertId}/acknowledge): a member but a VIEWER; 409 unless OPEN. */
export function acknowledgeIotAlert(
  client: ApiClient,
  alertId: string,
  signal?: AbortSignal,
): Promise<AcknowledgeIotAlertData> {
  return unwrap(
    client.POST('/v2/fleet/alerts/{alertId}/acknowledge', { params: { path: { alertId } }, signal }),
  );
}
