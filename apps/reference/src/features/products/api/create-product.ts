import { type ApiClient, type components, unwrap } from '@robomarket/api-client';
import { useApiClient } from '@robomarket/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './product-keys';

/** What a seller sends to list a product (product-spec §7: name, description, price, category, ...). */
export type CreateProductRequest = components['schemas']['CreateProductRequest'];

/** POST /v2/products: lists a new product for sale; sellers only (403 for anyone else). */
export function createProduct(client: ApiClient, body: CreateProductRequest) {
  return unwrap(client.POST('/v2/products', { body }));
}

/**
 * Creates a product, then refreshes every product list. The mutation settles only once the lists have
 * been fetched again, so the form that waits for it closes onto a list that already shows the product.
 */
export function useCreateProduct() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductRequest) => createProduct(client, body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
