import { type ApiClient, unwrap } from '@robomarket/api-client';
import { useApiClient } from '@robomarket/api-client/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './product-keys';

/** GET /v2/products/{id}: one product; rejects with a 404 ApiError when there is none. */
export function getProduct(client: ApiClient, id: string, signal?: AbortSignal) {
  return unwrap(client.GET('/v2/products/{id}', { params: { path: { id } }, signal }));
}

/** The product with this id. */
export function getProductQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(client, id, signal),
  });
}

/** The product with this id, with the app's client. */
export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(useApiClient(), id));
}
