import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listConversationMessages: `limit`, `cursor`, and `since` (a message's id). */
export type ListConversationMessagesQuery = OperationQuery<'listConversationMessages'>;
/** Answer of listConversationMessages: one page of messages, oldest first, and the cursor of later ones. */
export type ListConversationMessagesData = OperationData<'listConversationMessages'>;

/** listConversationMessages (GET /v2/conversations/{id}/messages): oldest first, for the two sides only. */
export function listConversationMessages(
  client: ApiClient,
  conversationId: string,
  query: ListConversationMessagesQuery = {},
  signal?: AbortSignal,
): Promise<ListConversationMessagesData> {
  return unwrap(
    client.GET('/v2/conversations/{id}/messages', {
      params: { path: { id: conversationId }, query },
      signal,
    }),
  );
}
