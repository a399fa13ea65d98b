import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of listWorkflowDisputes: the workflow's disputes, newest first, each with its events. */
export type WorkflowDisputesData = OperationData<'listWorkflowDisputes'>;

/** One dispute with its events, as every dispute operation answers it. */
export type DisputeData = WorkflowDisputesData['disputes'][number];

/** listWorkflowDisputes (GET /v2/workflows/{id}/disputes): the disputes of a workflow. */
export function listWorkflowDisputes(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<WorkflowDisputesData> {
  return unwrap(client.GET('/v2/workflows/{id}/disputes', { params: { path: { id: workflowId } }, signal }));
}
