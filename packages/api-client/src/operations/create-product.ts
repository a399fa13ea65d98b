import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createProduct (POST /v2/products): name, description, price, currency, category, ... */
export type CreateProductBody = OperationBody<'createProduct'>;
/** Answer of createProduct: the stored product. */
export type CreateProductData = OperationData<'createProduct'>;

/** createProduct (POST /v2/products): lists a new product for sale; sellers only (403 for anyone else). */
export function createProduct(
  client: ApiClient,
  body: CreateProductBody,
  signal?: AbortSignal,
): Promise<CreateProductData> {
  return unwrap(client.POST('/v2/products', { body, signal }));
}
