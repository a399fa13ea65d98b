import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData, OperationQuery } from './types';

/** Query of getPayouts (GET /v2/payouts): `currency`, `limit`, `cursor`. */
export type GetPayoutsQuery = OperationQuery<'getPayouts'>;
/** Answer of getPayouts: the seller's balance and a page of its orders, from the ledger. */
export type GetPayoutsData = OperationData<'getPayouts'>;

/** getPayouts (GET /v2/payouts): the caller's money as a seller. */
export function getPayouts(
  client: ApiClient,
  query: GetPayoutsQuery = {},
  signal?: AbortSignal,
): Promise<GetPayoutsData> {
  return unwrap(client.GET('/v2/payouts', { params: { query }, signal }));
}
