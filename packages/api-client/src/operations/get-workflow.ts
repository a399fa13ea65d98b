import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getWorkflow: the workflow with its status, stage, budget and attachments. */
export type GetWorkflowData = OperationData<'getWorkflow'>;

/** getWorkflow (GET /v2/workflows/{id}): one workflow the caller is a party to; others answer 404. */
export function getWorkflow(client: ApiClient, id: string, signal?: AbortSignal): Promise<GetWorkflowData> {
  return unwrap(client.GET('/v2/workflows/{id}', { params: { path: { id } }, signal }));
}
