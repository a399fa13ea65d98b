import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { GetPayoutsData } from './get-payouts';

/** createPayout (POST /v2/payouts): the seller pays out its available balance in `currency` (USD when left out). */
export function createPayout(
  client: ApiClient,
  idempotencyKey: string,
  currency?: GetPayoutsData['balance']['currency'],
  signal?: AbortSignal,
): Promise<GetPayoutsData> {
  return unwrap(
    client.POST('/v2/payouts', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: currency === undefined ? {} : { currency },
      signal,
    }),
  );
}
