import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listMyOffers (GET /v2/offers): `side` (buyer or seller), `status`, `limit`, `cursor`. */
export type ListMyOffersQuery = OperationQuery<'listMyOffers'>;
/** Answer of listMyOffers: one page of offers, newest first, and the cursor of the next page, or null. */
export type ListMyOffersData = OperationData<'listMyOffers'>;

/** listMyOffers (GET /v2/offers): the offers the caller made (`side=buyer`) or received (`side=seller`). */
export function listMyOffers(
  client: ApiClient,
  query: ListMyOffersQuery = {},
  signal?: AbortSignal,
): Promise<ListMyOffersData> {
  return unwrap(client.GET('/v2/offers', { params: { query }, signal }));
}
