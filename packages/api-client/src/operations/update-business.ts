import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateBusiness (PATCH /v2/business/{id}): the account details to change (`null` clears one). */
export type UpdateBusinessBody = OperationBody<'updateBusiness'>;
/** Answer of updateBusiness: the business as it is now. */
export type UpdateBusinessData = OperationData<'updateBusiness'>;

/** updateBusiness (PATCH /v2/business/{id}): an ADMIN changes the name, logo, addresses or tax id. */
export function updateBusiness(
  client: ApiClient,
  id: string,
  body: UpdateBusinessBody,
  signal?: AbortSignal,
): Promise<UpdateBusinessData> {
  return unwrap(client.PATCH('/v2/business/{id}', { params: { path: { id } }, body, signal }));
}
