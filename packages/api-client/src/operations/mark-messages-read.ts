import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * markMessagesRead (POST /v2/workflows/{id}/messages/read): the caller has read every message of a thread up
 * to and including `messageId`; the workflow's and the thread's `unreadMessages` then count only later ones.
 * The thread is the message's; for a broadcast, `sellerId` names the thread it was read in (without it every
 * thread is marked). Never moves backwards.
 */
export async function markMessagesRead(
  client: ApiClient,
  workflowId: string,
  messageId: string,
  sellerId?: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.POST('/v2/workflows/{id}/messages/read', {
      params: { path: { id: workflowId } },
      body: sellerId === undefined ? { messageId } : { messageId, sellerId },
      signal,
    }),
  );
}
