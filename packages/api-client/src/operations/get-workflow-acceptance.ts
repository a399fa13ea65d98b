import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getWorkflowAcceptance: the deal's acceptance test, its status and each unit's standing. */
export type GetWorkflowAcceptanceData = OperationData<'getWorkflowAcceptance'>;

/** getWorkflowAcceptance (GET /v2/workflows/{id}/acceptance): the buyer's side and the chosen seller's. */
export function getWorkflowAcceptance(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<GetWorkflowAcceptanceData> {
  return unwrap(client.GET('/v2/workflows/{id}/acceptance', { params: { path: { id } }, signal }));
}
