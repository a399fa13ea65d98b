import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * markConversationRead (POST /v2/conversations/{id}/read): the caller has read the conversation up to and
 * including `messageId`. Never moves backwards.
 */
export async function markConversationRead(
  client: ApiClient,
  conversationId: string,
  messageId: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.POST('/v2/conversations/{id}/read', {
      params: { path: { id: conversationId } },
      body: { messageId },
      signal,
    }),
  );
}
