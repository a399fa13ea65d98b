import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createWorkflow (POST /v2/workflows): title, description, `requestType`, budget range, requirements. */
export type CreateWorkflowBody = OperationBody<'createWorkflow'>;
/** Answer of createWorkflow: the new workflow, at REQUEST_CREATED. */
export type CreateWorkflowData = OperationData<'createWorkflow'>;

/** createWorkflow (POST /v2/workflows): starts a procurement workflow with the caller as its buyer. */
export function createWorkflow(
  client: ApiClient,
  body: CreateWorkflowBody,
  signal?: AbortSignal,
): Promise<CreateWorkflowData> {
  return unwrap(client.POST('/v2/workflows', { body, signal }));
}
