import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listOffers (GET /v2/products/{id}/offers): `status`, `limit`, `cursor`. */
export type ListOffersQuery = OperationQuery<'listOffers'>;
/** Answer of listOffers: one page of offers, newest first, and the cursor of the next page, or null. */
export type ListOffersData = OperationData<'listOffers'>;

/** listOffers (GET /v2/products/{id}/offers): every offer for the product's seller; the caller's own otherwise. */
export function listOffers(
  client: ApiClient,
  productId: string,
  query: ListOffersQuery = {},
  signal?: AbortSignal,
): Promise<ListOffersData> {
  return unwrap(
    client.GET('/v2/products/{id}/offers', { params: { path: { id: productId }, query }, signal }),
  );
}
