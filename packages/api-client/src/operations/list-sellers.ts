import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Search and paging of listSellers (GET /v2/sellers): `q` (part of a name), `limit`, `cursor`. */
export type ListSellersQuery = OperationQuery<'listSellers'>;
/** Answer of listSellers: one page of sellers and the cursor of the next page, or null. */
export type ListSellersData = OperationData<'listSellers'>;

/** listSellers (GET /v2/sellers): the seller directory a buyer names order sellers from, by name. */
export function listSellers(
  client: ApiClient,
  query: ListSellersQuery = {},
  signal?: AbortSignal,
): Promise<ListSellersData> {
  return unwrap(client.GET('/v2/sellers', { params: { query }, signal }));
}
