import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getConversation } from '../../operations/get-conversation';
import { useApiClient } from '../api-client-context';
import { conversationKeys } from './query-keys';

/** getConversation for this id; a conversation the caller is not a side of fails with a 404 ApiError. */
export function getConversationQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => getConversation(client, id, signal),
  });
}

/** The conversation and the buyer's offers on its product; `refetchInterval` (ms) polls while shown. */
export function useGetConversation(id: string, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...getConversationQueryOptions(useApiClient(), id), ...options });
}
