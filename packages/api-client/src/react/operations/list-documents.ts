import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listDocuments } from '../../operations/list-documents';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** A workflow's documents, oldest first: `sellerId`'s thread's (and the shared ones), or all the caller's. */
export function listDocumentsQueryOptions(client: ApiClient, workflowId: string, sellerId?: string) {
  return queryOptions({
    queryKey: workflowKeys.documents(workflowId, sellerId),
    queryFn: ({ signal }) => listDocuments(client, workflowId, { sellerId }, signal),
  });
}

/**
 * The documents attached to workflow `workflowId` that the caller reads: those of `sellerId`'s thread and
 * the ones shared with every seller, or all of the caller's threads when it is left out.
 */
export function useListDocuments(workflowId: string, sellerId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listDocumentsQueryOptions(useApiClient(), workflowId, sellerId), ...options });
}
