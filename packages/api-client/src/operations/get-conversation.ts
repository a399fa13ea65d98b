import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getConversation: the conversation and the buyer's offers on its product. */
export type GetConversationData = OperationData<'getConversation'>;

/** getConversation (GET /v2/conversations/{id}): for its two sides only; anyone else gets 404. */
export function getConversation(
  client: ApiClient,
  conversationId: string,
  signal?: AbortSignal,
): Promise<GetConversationData> {
  return unwrap(client.GET('/v2/conversations/{id}', { params: { path: { id: conversationId } }, signal }));
}
