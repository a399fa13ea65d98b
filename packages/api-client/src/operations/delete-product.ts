import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/** deleteProduct (DELETE /v2/products/{id}): removes the product; the product's seller (or an admin) only. */
export async function deleteProduct(client: ApiClient, id: string, signal?: AbortSignal): Promise<void> {
  await unwrap(client.DELETE('/v2/products/{id}', { params: { path: { id } }, signal }));
}
