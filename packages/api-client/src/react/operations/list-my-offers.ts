import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listMyOffers } from '../../operations/list-my-offers';
import { useApiClient } from '../api-client-context';
import { offerKeys } from './query-keys';

/** The caller's offers (first 100, newest first): made as a buyer, or received on its products as a seller. */
export function listMyOffersQueryOptions(client: ApiClient, side: 'buyer' | 'seller') {
  return queryOptions({
    queryKey: offerKeys.mine(side),
    queryFn: ({ signal }) => listMyOffers(client, { side, limit: 100 }, signal),
  });
}

/** The offers the caller made (`buyer`) or received on its products (`seller`). */
export function useListMyOffers(side: 'buyer' | 'seller', options: { enabled?: boolean } = {}) {
  return useQuery({ ...listMyOffersQueryOptions(useApiClient(), side), ...options });
}
