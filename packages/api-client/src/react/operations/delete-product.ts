import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { deleteProduct } from '../../operations/delete-product';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useDeleteProduct}; the variables are the product's id. */
export type UseDeleteProductOptions = OperationMutationOptions<void, string>;

/** Mutation for deleteProduct (DELETE /v2/products/{id}): `mutateAsync(id)`. */
export function useDeleteProduct(
  options?: UseDeleteProductOptions,
): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['deleteProduct'],
    mutationFn: (id) => deleteProduct(client, id),
  });
}
