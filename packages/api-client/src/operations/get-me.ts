import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of getMe: the signed-in user with their business memberships. */
export type GetMeData = OperationData<'getMe'>;

/** getMe (GET /v2/auth/me): the signed-in user with their business memberships. */
export function getMe(client: ApiClient, signal?: AbortSignal): Promise<GetMeData> {
  return unwrap(client.GET('/v2/auth/me', { signal }));
}
