import { productKeys, useDeleteProduct, useUpdateProduct } from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

// The products feature's part of each product mutation: keeping the cache current. The calls themselves
// are the api-client's (one home per operation); these hooks only add what changes on screen.

/** updateProduct, then the product's page kept current and every product list refetched before settling. */
export function useUpdateProductAndRefresh() {
  const queryClient = useQueryClient();
  return useUpdateProduct({
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/**
 * deleteProduct, then every product list refetched before settling. The lists are refreshed after a
 * failure too: a 404 means someone else removed it already, and the list should say so.
 */
export function useDeleteProductAndRefresh() {
  const queryClient = useQueryClient();
  return useDeleteProduct({
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: productKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}
