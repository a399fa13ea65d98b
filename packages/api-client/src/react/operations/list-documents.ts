import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listDocuments } from '../../operations/list-documents';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** A workflow's documents, oldest first. */
export function listDocumentsQueryOptions(client: ApiClient, workflowId: string) {
  return queryOptions({
    queryKey: workflowKeys.documents(workflowId),
    queryFn: ({ signal }) => listDocuments(client, workflowId, signal),
  });
}

/** The documents attached to workflow `workflowId`. */
export function useListDocuments(workflowId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listDocumentsQueryOptions(useApiClient(), workflowId), ...options });
}
