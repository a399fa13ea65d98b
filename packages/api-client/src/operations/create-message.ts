import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createMessage (POST /v2/workflows/{id}/messages): `body`, plain text of 1 to 5000 characters. */
export type CreateMessageBody = OperationBody<'createMessage'>;
/** Answer of createMessage: the message as stored, with its id, sender's name and time. */
export type MessageData = OperationData<'createMessage'>;

/** createMessage (POST /v2/workflows/{id}/messages): one of the workflow's parties writes to the others. */
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
