import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getProduct: the product. */
export type GetProductData = OperationData<'getProduct'>;

/** getProduct (GET /v2/products/{id}): one product; rejects with a 404 ApiError when there is none. */
export function getProduct(client: ApiClient, id: string, signal?: AbortSignal): Promise<GetProductData> {
  return unwrap(client.GET('/v2/products/{id}', { params: { path: { id } }, signal }));
}
