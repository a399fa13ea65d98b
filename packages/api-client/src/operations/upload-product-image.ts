import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

/** Answer of uploadProductImage: the product, the new image last in `images`. */
export type UploadProductImageData = components['schemas']['Product'];

/**
 * uploadProductImage (POST /v2/products/{id}/images): adds one PNG, JPEG or WebP image (at most 5 MB) to a
 * product as the multipart field `file`; `fileName` defaults to the File's own name.
 */
export function uploadProductImage(
  client: ApiClient,
  productId: string,
  file: Blob,
  fileName?: string,
  signal?: AbortSignal,
): Promise<UploadProductImageData> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'image'));
  return unwrap(
    client.POST('/v2/products/{id}/images', {
      params: { path: { id: productId } },
      // The contract types the part as a string; the browser sends the Blob inside the FormData.
      body: { file: '' },
      bodySerializer: () => form,
      signal,
    }),
  );
}
