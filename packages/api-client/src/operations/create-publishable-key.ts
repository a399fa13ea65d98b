import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createPublishableKey (POST /v2/business/keys): the business and the origins allowed to use the key. */
export type CreatePublishableKeyBody = OperationBody<'createPublishableKey'>;
/** Answer of createPublishableKey: the new key (`pk_...`), its origins and creation time. */
export type CreatePublishableKeyData = OperationData<'createPublishableKey'>;

/** createPublishableKey (POST /v2/business/keys): an ADMIN creates a key for the business's widgets. */
export function createPublishableKey(
  client: ApiClient,
  body: CreatePublishableKeyBody,
  signal?: AbortSignal,
): Promise<CreatePublishableKeyData> {
  return unwrap(client.POST('/v2/business/keys', { body, signal }));
}
