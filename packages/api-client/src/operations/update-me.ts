import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateMe (PATCH /v2/auth/me): the fields to change. */
export type UpdateMeBody = OperationBody<'updateMe'>;
/** Answer of updateMe: the changed user. */
export type UpdateMeData = OperationData<'updateMe'>;

/** updateMe (PATCH /v2/auth/me): changes only the fields sent (a null phone removes it). */
export function updateMe(client: ApiClient, body: UpdateMeBody, signal?: AbortSignal): Promise<UpdateMeData> {
  return unwrap(client.PATCH('/v2/auth/me', { body, signal }));
}
