import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { getProduct } from '../../operations/get-product';
import { useApiClient } from '../api-client-context';
import { productKeys } from './query-keys';

/** getProduct for this id; a missing product fails with a 404 ApiError. */
export function getProductQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(client, id, signal),
  });
}

/** The product with this id. */
export function useGetProduct(id: string) {
  return useQuery(getProductQueryOptions(useApiClient(), id));
}
