import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of startOrder: the workflow, ORDER_IN_PROGRESS. */
export type StartOrderData = OperationData<'startOrder'>;

/** startOrder (POST /v2/workflows/{id}/order/start): the chosen seller starts a paid order. */
export function startOrder(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<StartOrderData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/order/start', { params: { path: { id: workflowId } }, signal }),
  );
}
