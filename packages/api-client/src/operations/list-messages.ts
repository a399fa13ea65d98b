import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Paging of listMessages (GET /v2/workflows/{id}/messages): `limit`, `cursor`, and `since` (a message's id). */
export type ListMessagesQuery = OperationQuery<'listMessages'>;
/** Answer of listMessages: one page of messages, oldest first, and the cursor of the later ones, or null. */
export type ListMessagesData = OperationData<'listMessages'>;

/**
 * listMessages (GET /v2/workflows/{id}/messages): the workflow's messages oldest first, for its parties only
 * (anyone else gets 404). With `since` only the messages after that one: how a client catches up.
 */
export function listMessages(
  client: ApiClient,
  workflowId: string,
  query: ListMessagesQuery = {},
  signal?: AbortSignal,
): Promise<ListMessagesData> {
  return unwrap(
    client.GET('/v2/workflows/{id}/messages', { params: { path: { id: workflowId }, query }, signal }),
  );
}
