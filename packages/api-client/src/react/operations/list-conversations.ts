import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listConversations } from '../../operations/list-conversations';
import { useApiClient } from '../api-client-context';
import { conversationKeys } from './query-keys';

/** Conversations per page of the Messages page. */
export const CONVERSATIONS_PAGE_SIZE = 50;

/** The caller's conversations as pages, most recently active first; each further page starts at `next_cursor`. */
export function listConversationsQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      listConversations(
        client,
        pageParam === undefined
          ? { limit: CONVERSATIONS_PAGE_SIZE }
          : { limit: CONVERSATIONS_PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The caller's conversations; `refetchInterval` (ms) polls for new messages while shown. */
export function useListConversations(options: { refetchInterval?: number | false } = {}) {
  return useInfiniteQuery({ ...listConversationsQueryOptions(useApiClient()), ...options });
}
