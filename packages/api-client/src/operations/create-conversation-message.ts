import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of createConversationMessage: the message as stored. */
export type CreateConversationMessageData = OperationData<'createConversationMessage'>;

/**
 * createConversationMessage (POST /v2/conversations/{id}/messages): `body`, plain text of 1 to 5000
 * characters, sent as typed.
 */
export function createConversationMessage(
  client: ApiClient,
  conversationId: string,
  body: string,
  signal?: AbortSignal,
): Promise<CreateConversationMessageData> {
  return unwrap(
    client.POST('/v2/conversations/{id}/messages', {
      params: { path: { id: conversationId } },
      body: { body },
      signal,
    }),
  );
}
