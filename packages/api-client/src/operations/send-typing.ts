import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * sendTyping (POST /v2/workflows/{id}/typing): tells the workflow's other parties, through their event
 * streams, whether the caller is typing. Nothing is stored.
 */
export async function sendTyping(
  client: ApiClient,
  workflowId: string,
  isTyping: boolean,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    client.POST('/v2/workflows/{id}/typing', {
      params: { path: { id: workflowId } },
      body: { isTyping },
      signal,
    }),
  );
}
