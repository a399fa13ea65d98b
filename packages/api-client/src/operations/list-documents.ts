import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of listDocuments: the first page of the workflow's documents, oldest first. */
export type ListDocumentsData = OperationData<'listDocuments'>;

/** The page size `listDocuments` asks for. */
const documentPageSize = 50;

/**
 * listDocuments (GET /v2/workflows/{id}/documents): the first `documentPageSize` files attached to a workflow,
 * for its parties (`next_cursor` says whether there are more).
 */
export function listDocuments(
  client: ApiClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<ListDocumentsData> {
  return unwrap(
    client.GET('/v2/workflows/{id}/documents', {
      params: { path: { id: workflowId }, query: { limit: documentPageSize } },
      signal,
    }),
  );
}
