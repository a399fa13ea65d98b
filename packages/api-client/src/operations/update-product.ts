import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateProduct (PUT /v2/products/{id}): the fields to change; the others stay as they are. */
export type UpdateProductBody = OperationBody<'updateProduct'>;
/** Answer of updateProduct: the changed product. */
export type UpdateProductData = OperationData<'updateProduct'>;

/** updateProduct (PUT /v2/products/{id}): changes the fields sent; the product's seller (or an admin) only. */
export function updateProduct(
  client: ApiClient,
  id: string,
  body: UpdateProductBody,
  signal?: AbortSignal,
): Promise<UpdateProductData> {
  return unwrap(client.PUT('/v2/products/{id}', { params: { path: { id } }, body, signal }));
}
