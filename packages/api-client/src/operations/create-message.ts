import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/**
 * Body of createMessage (POST /v2/workflows/{id}/messages): `body`, plain text of 1 to 5000 characters, and
 * the thread: `sellerId` (the buyer's side names it once the workflow has several sellers) or `broadcast`.
 */
export type CreateMessageBody = OperationBody<'createMessage'>;
/** Answer of createMessage: the message as stored, with its id, sender's name and time. */
export type MessageData = OperationData<'createMessage'>;

/**
 * createMessage (POST /v2/workflows/{id}/messages): writes in one of the workflow's private threads (a
 * seller in its own), or with `broadcast` from the buyer's side into every seller's thread. A read-only
 * thread refuses: 403 for the seller that did not win, 409 for the buyer's side.
 */
export function createMessage(
  client: ApiClient,
  workflowId: string,
  body: CreateMessageBody,
  signal?: AbortSignal,
): Promise<MessageData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/messages', { params: { path: { id: workflowId } }, body, signal }),
  );
}
