import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type UploadProductImageData, uploadProductImage } from '../../operations/upload-product-image';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUploadProductImage}. */
export interface UploadProductImageVariables {
  /** The product to add the image to. */
  productId: string;
  /** The image: PNG, JPEG or WebP, at most 5 MB. */
  file: File;
}

/** Options of {@link useUploadProductImage}; pass `onSuccess` to refresh what shows the product. */
export type UseUploadProductImageOptions = OperationMutationOptions<
  UploadProductImageData,
  UploadProductImageVariables
>;

/** Mutation for uploadProductImage (POST /v2/products/{id}/images): resolves to the product. */
export function useUploadProductImage(
  options?: UseUploadProductImageOptions,
): UseMutationResult<UploadProductImageData, ApiError, UploadProductImageVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['uploadProductImage'],
    mutationFn: ({ productId, file }) => uploadProductImage(client, productId, file),
  });
}
