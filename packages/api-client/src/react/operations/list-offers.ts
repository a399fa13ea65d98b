import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { listOffers } from '../../operations/list-offers';
import { useApiClient } from '../api-client-context';
import { offerKeys } from './query-keys';

/** A product's offers (first 100, newest first): all of them for its seller, the caller's own otherwise. */
export function listOffersQueryOptions(client: ApiClient, productId: string) {
  return queryOptions({
    queryKey: offerKeys.product(productId),
    queryFn: ({ signal }) => listOffers(client, productId, { limit: 100 }, signal),
  });
}

/** The offers on product `productId` that the caller may see. */
export function useListOffers(productId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listOffersQueryOptions(useApiClient(), productId), ...options });
}
