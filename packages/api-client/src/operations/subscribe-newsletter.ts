import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of subscribeNewsletter (POST /v2/newsletter/subscribe): `{ email }`. */
export type SubscribeNewsletterBody = OperationBody<'subscribeNewsletter'>;
/** Answer of subscribeNewsletter: the subscribed address. */
export type SubscribeNewsletterData = OperationData<'subscribeNewsletter'>;

/** subscribeNewsletter (POST /v2/newsletter/subscribe): subscribes the address; failures reject with an ApiError. */
export function subscribeNewsletter(
  client: ApiClient,
  body: SubscribeNewsletterBody,
  signal?: AbortSignal,
): Promise<SubscribeNewsletterData> {
  return unwrap(client.POST('/v2/newsletter/subscribe', { body, signal }));
}
