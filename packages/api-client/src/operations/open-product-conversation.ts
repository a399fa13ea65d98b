import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of openProductConversation (POST /v2/products/{id}/conversations): an optional first question `body`. */
export type OpenProductConversationBody = OperationBody<'openProductConversation'>;
/** Answer of openProductConversation: the caller's conversation about the product, new or existing. */
export type ConversationData = OperationData<'openProductConversation'>;

/**
 * openProductConversation (POST /v2/products/{id}/conversations): opens the caller's conversation with the
 * product's seller (or answers the existing one), sending `body` as a message when given. The product's
 * seller gets 403.
 */
export function openProductConversation(
  client: ApiClient,
  productId: string,
  body: OpenProductConversationBody = {},
  signal?: AbortSignal,
): Promise<ConversationData> {
  return unwrap(
    client.POST('/v2/products/{id}/conversations', { params: { path: { id: productId } }, body, signal }),
  );
}
