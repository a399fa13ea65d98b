import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type UpdateProductBody,
  type UpdateProductData,
  updateProduct,
} from '../../operations/update-product';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateProduct}. */
export interface UpdateProductVariables {
  /** The product to change. */
  id: string;
  /** Its new field values; the fields left out stay as they are. */
  body: UpdateProductBody;
}

/** Options of {@link useUpdateProduct}; pass `onSuccess` to refresh what shows the product. */
export type UseUpdateProductOptions = OperationMutationOptions<UpdateProductData, UpdateProductVariables>;

/** Mutation for updateProduct (PUT /v2/products/{id}): `mutateAsync({ id, body })` resolves to the product. */
export function useUpdateProduct(
  options?: UseUpdateProductOptions,
): UseMutationResult<UpdateProductData, ApiError, UpdateProductVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['updateProduct'],
    mutationFn: ({ id, body }) => updateProduct(client, id, body),
  });
}
