import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { DisputeData } from './list-workflow-disputes';
import type { OperationBody } from './types';

/** Body of openDispute: a reason, a description and evidence document ids. */
export type OpenDisputeBody = OperationBody<'openDispute'>;

/** openDispute (POST /v2/workflows/{id}/disputes): the buyer disputes a started order. */
export function openDispute(
  client: ApiClient,
  workflowId: string,
  body: OpenDisputeBody,
  signal?: AbortSignal,
): Promise<DisputeData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/disputes', { params: { path: { id: workflowId } }, body, signal }),
  );
}
