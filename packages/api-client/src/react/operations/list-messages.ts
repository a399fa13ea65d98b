import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listMessages } from '../../operations/list-messages';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** Messages per page of the thread. */
export const MESSAGES_PAGE_SIZE = 100;

/**
 * A workflow's messages as pages going forward: the first page holds the oldest messages and each further
 * page starts at the last `next_cursor` (later ones). Live messages are appended to the last page by
 * `useWorkflowEvents` and `useCreateMessage`.
 */
export function listMessagesQueryOptions(client: ApiClient, workflowId: string) {
  return infiniteQueryOptions({
    queryKey: workflowKeys.messages(workflowId),
    queryFn: ({ pageParam, signal }) =>
      listMessages(
        client,
        workflowId,
        pageParam === undefined
          ? { limit: MESSAGES_PAGE_SIZE }
          : { limit: MESSAGES_PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The messages of workflow `workflowId`, oldest first, for its parties (others get a 404 error). */
export function useListMessages(workflowId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...listMessagesQueryOptions(useApiClient(), workflowId), ...options });
}
