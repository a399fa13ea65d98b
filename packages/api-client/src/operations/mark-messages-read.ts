import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * markMessagesRead (POST /v2/workflows/{id}/messages/read): the caller has read every message up to and
 * including `messageId`; the workflow's `unreadMessages` then counts only later ones. Never moves backwards.
 */
export async function markMessagesRead(
  client: ApiClient,
  workflowId: string,
  messageId: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.POST('/v2/workflows/{id}/messages/read', {
      params: { path: { id: workflowId } },
      body: { messageId },
      signal,
    }),
  );
}
