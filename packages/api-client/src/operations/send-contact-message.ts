import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of sendContactMessage (POST /v2/contact): `{ name, email, message }`. */
export type SendContactMessageBody = OperationBody<'sendContactMessage'>;
/** Answer of sendContactMessage: the stored message's reference and when it arrived. */
export type SendContactMessageData = OperationData<'sendContactMessage'>;

/** sendContactMessage (POST /v2/contact): stores a message for the team; failures reject with an ApiError. */
export function sendContactMessage(
  client: ApiClient,
  body: SendContactMessageBody,
  signal?: AbortSignal,
): Promise<SendContactMessageData> {
  return unwrap(client.POST('/v2/contact', { body, signal }));
}
