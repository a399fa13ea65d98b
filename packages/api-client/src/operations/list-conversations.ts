import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listConversations (GET /v2/conversations): `limit` and `cursor`. */
export type ListConversationsQuery = OperationQuery<'listConversations'>;
/** Answer of listConversations: one page of conversations, most recently active first, and the next cursor. */
export type ListConversationsData = OperationData<'listConversations'>;

/** listConversations (GET /v2/conversations): the caller's conversations about products, as buyer or seller. */
export function listConversations(
  client: ApiClient,
  query: ListConversationsQuery = {},
  signal?: AbortSignal,
): Promise<ListConversationsData> {
  return unwrap(client.GET('/v2/conversations', { params: { query }, signal }));
}
