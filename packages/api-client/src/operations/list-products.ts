import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters and paging of listProducts (GET /v2/products): `sellerId`, `category`, `limit`, `cursor`, ... */
export type ListProductsQuery = OperationQuery<'listProducts'>;
/** Answer of listProducts: one page of products and the cursor of the next page, or null. */
export type ListProductsData = OperationData<'listProducts'>;

/** listProducts (GET /v2/products): one page of the catalogue, newest first. */
export function listProducts(
  client: ApiClient,
  query: ListProductsQuery = {},
  signal?: AbortSignal,
): Promise<ListProductsData> {
  return unwrap(client.GET('/v2/products', { params: { query }, signal }));
}
