import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listMessages } from '../../operations/list-messages';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';

/** Messages per page of the thread. */
export const MESSAGES_PAGE_SIZE = 100;

/**
 * A workflow's messages as pages going forward: the first page holds the oldest messages and each further
 * page starts at the last `next_cursor` (later ones). With `sellerId` only that seller's thread and the
 * broadcasts; without it every thread the caller reads (a seller's own). Live messages are appended to the
 * last page of each thread they belong to by `useWorkflowEvents` and `useCreateMessage`.
 */
export function listMessagesQueryOptions(client: ApiClient, workflowId: string, sellerId?: string) {
  const thread = sellerId === undefined ? {} : { sellerId };
  return infiniteQueryOptions({
    queryKey: workflowKeys.messages(workflowId, sellerId),
    queryFn: ({ pageParam, signal }) =>
      listMessages(
        client,
        workflowId,
        pageParam === undefined
          ? { limit: MESSAGES_PAGE_SIZE, ...thread }
          : { limit: MESSAGES_PAGE_SIZE, cursor: pageParam, ...thread },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/**
 * The messages of workflow `workflowId`, oldest first, for its parties (others get a 404 error): those of
 * `sellerId`'s thread (and the broadcasts), or of all the caller's threads when it is left out.
 */
export function useListMessages(workflowId: string, sellerId?: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...listMessagesQueryOptions(useApiClient(), workflowId, sellerId), ...options });
}
