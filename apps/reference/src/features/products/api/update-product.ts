import { type ApiClient, type components, unwrap } from '@robomarket/api-client';
import { useApiClient } from '@robomarket/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './product-keys';

/** The fields of a product to change; the ones left out stay as they are. */
export type UpdateProductRequest = components['schemas']['UpdateProductRequest'];

export interface UpdateProductVariables {
  /** The product to change. */
  id: string;
  /** Its new field values. */
  body: UpdateProductRequest;
}

/** PUT /v2/products/{id}: changes the fields sent; the product's seller (or an admin) only. */
export function updateProduct(client: ApiClient, { id, body }: UpdateProductVariables) {
  return unwrap(client.PUT('/v2/products/{id}', { params: { path: { id } }, body }));
}

/** Saves a product's changes, keeps its page current and refreshes every product list before settling. */
export function useUpdateProduct() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateProductVariables) => updateProduct(client, variables),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
