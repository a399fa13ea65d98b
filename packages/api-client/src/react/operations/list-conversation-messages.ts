import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listConversationMessages } from '../../operations/list-conversation-messages';
import { useApiClient } from '../api-client-context';
import { conversationKeys } from './query-keys';

/** Messages per page of a conversation. */
export const CONVERSATION_MESSAGES_PAGE_SIZE = 100;

/** A conversation's messages as pages going forward: the first page holds the oldest messages. */
export function listConversationMessagesQueryOptions(client: ApiClient, conversationId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      listConversationMessages(
        client,
        conversationId,
        pageParam === undefined
          ? { limit: CONVERSATION_MESSAGES_PAGE_SIZE }
          : { limit: CONVERSATION_MESSAGES_PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The conversation's messages, oldest first; `refetchInterval` (ms) polls for the other side's answers. */
export function useListConversationMessages(
  conversationId: string,
  options: { refetchInterval?: number | false } = {},
) {
  return useInfiniteQuery({
    ...listConversationMessagesQueryOptions(useApiClient(), conversationId),
    ...options,
  });
}
