import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * sendTyping (POST /v2/workflows/{id}/typing): tells the other side of a thread, through their event
 * streams, whether the caller is typing: the buyer's side names the thread with `sellerId`, a seller types
 * in its own. Nothing is stored.
 */
export async function sendTyping(
  client: ApiClient,
  workflowId: string,
  isTyping: boolean,
  sellerId?: string,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.POST('/v2/workflows/{id}/typing', {
      params: { path: { id: workflowId } },
      body: sellerId === undefined ? { isTyping } : { isTyping, sellerId },
      signal,
    }),
  );
}
