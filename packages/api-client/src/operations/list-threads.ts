import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of listThreads: the caller's threads of the workflow, in the order their sellers joined. */
export type ListThreadsData = OperationData<'listThreads'>;

/**
 * listThreads (GET /v2/workflows/{id}/threads): the buyer's side gets one private thread per seller, a seller
 * only its own; each with the caller's unread count and whether it is read-only after an award.
 */
export function listThreads(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<ListThreadsData> {
  return unwrap(client.GET('/v2/workflows/{id}/threads', { params: { path: { id: workflowId } }, signal }));
}
