import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Filters, search, sort and paging of listProducts (GET /v2/products): `q`, `sort`, `on_sale`, `sellerId`, `category`, `limit`, `cursor`, ... */
export type ListProductsQuery = OperationQuery<'listProducts'>;
/** Answer of listProducts: one page of products and the cursor of the next page, or null. */
export type ListProductsData = OperationData<'listProducts'>;

/** listProducts (GET /v2/products): one page of the catalogue, newest first unless `sort` (or `q`) says otherwise. */
export function listProducts(
  client: ApiClient,
  query: ListProductsQuery = {},
  signal?: AbortSignal,
): Promise<ListProductsData> {
  return unwrap(client.GET('/v2/products', { params: { query }, signal }));
}
