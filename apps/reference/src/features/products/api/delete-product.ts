import { type ApiClient, unwrap } from '@robomarket/api-client';
import { useApiClient } from '@robomarket/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './product-keys';

/** DELETE /v2/products/{id}: removes the product; the product's seller (or an admin) only. */
export async function deleteProduct(client: ApiClient, id: string): Promise<void> {
  await unwrap(client.DELETE('/v2/products/{id}', { params: { path: { id } } }));
}

/**
 * Deletes a product and refreshes every product list before settling. The lists are refreshed after a
 * failure too: a 404 means someone else removed it already, and the list should say so.
 */
export function useDeleteProduct() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(client, id),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: productKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}
