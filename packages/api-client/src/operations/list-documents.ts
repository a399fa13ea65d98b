import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** The thread of listDocuments: `sellerId` for one seller's thread (and the broadcast files); all when left out. */
export interface ListDocumentsQuery {
  /** The seller whose thread's documents are listed; a seller sees its own either way. */
  sellerId?: string | undefined;
}

/** Answer of listDocuments: the first page of the workflow's documents, oldest first. */
export type ListDocumentsData = OperationData<'listDocuments'>;

/** The page size `listDocuments` asks for. */
const documentPageSize = 50;

/**
 * listDocuments (GET /v2/workflows/{id}/documents): the first `documentPageSize` files of the caller's
 * threads (`next_cursor` says whether there are more): a seller sees its own thread's and the broadcast ones,
 * the buyer's side all of them, or one thread's (and the broadcast ones) with `sellerId`.
 */
export function listDocuments(
  client: ApiClient,
  workflowId: string,
  { sellerId }: ListDocumentsQuery = {},
  signal?: AbortSignal,
): Promise<ListDocumentsData> {
  return unwrap(
    client.GET('/v2/workflows/{id}/documents', {
      params: {
        path: { id: workflowId },
        query: sellerId === undefined ? { limit: documentPageSize } : { limit: documentPageSize, sellerId },
      },
      signal,
    }),
  );
}
