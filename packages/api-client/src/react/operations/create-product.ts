import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreateProductBody,
  type CreateProductData,
  createProduct,
} from '../../operations/create-product';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useCreateProduct}; pass `onSuccess` to refresh the lists that should show the product. */
export type UseCreateProductOptions = OperationMutationOptions<CreateProductData, CreateProductBody>;

/** Mutation for createProduct (POST /v2/products): `mutateAsync(body)` resolves to the stored product. */
export function useCreateProduct(
  options?: UseCreateProductOptions,
): UseMutationResult<CreateProductData, ApiError, CreateProductBody> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['createProduct'],
    mutationFn: (body) => createProduct(client, body),
  });
}
