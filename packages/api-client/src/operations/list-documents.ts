import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of listDocuments: the workflow's documents, oldest first. */
export type ListDocumentsData = OperationData<'listDocuments'>;

/** listDocuments (GET /v2/workflows/{id}/documents): the files attached to a workflow, for its parties. */
export function listDocuments(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<ListDocumentsData> {
  return unwrap(client.GET('/v2/workflows/{id}/documents', { params: { path: { id: workflowId } }, signal }));
}
