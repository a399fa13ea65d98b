import {
  productKeys,
  useCreateProduct,
  useDeleteProduct,
  useUpdateProduct,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

// The products feature's part of each product mutation: keeping the cache current. The calls themselves
// are the api-client's (one home per operation); these hooks only add what changes on screen.

/**
 * createProduct, then the new product's page cached and every product list refetched. The mutation settles
 * only once the lists have been fetched again, so the form that waits for it closes onto a list that
 * already shows the product.
 */
export function useCreateProductAndRefresh() {
  const queryClient = useQueryClient();
  return useCreateProduct({
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

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
