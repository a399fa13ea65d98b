import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of markOrderDelivered: the held payment, with `deliveredAt` and `inspectionEndsAt`. */
export type MarkOrderDeliveredData = OperationData<'markOrderDelivered'>;

/**
 * markOrderDelivered (POST /v2/workflows/{id}/order/deliver): the chosen seller marks a started order
 * delivered; the buyer's inspection period starts.
 */
export function markOrderDelivered(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<MarkOrderDeliveredData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/order/deliver', { params: { path: { id: workflowId } }, signal }),
  );
}
