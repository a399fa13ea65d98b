import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of listPublishableKeys (GET /v2/business/keys): the business, `limit` and `cursor`. */
export type ListPublishableKeysQuery = OperationQuery<'listPublishableKeys'>;
/** Answer of listPublishableKeys: a page of live keys and the next cursor, or null. */
export type ListPublishableKeysData = OperationData<'listPublishableKeys'>;

/** listPublishableKeys (GET /v2/business/keys): the business's live keys; its ADMINs only. */
export function listPublishableKeys(
  client: ApiClient,
  query: ListPublishableKeysQuery,
  signal?: AbortSignal,
): Promise<ListPublishableKeysData> {
  return unwrap(client.GET('/v2/business/keys', { params: { query }, signal }));
}
