import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of updateBusinessMember (PATCH /v2/business/{id}/members/{memberId}): the new role. */
export type UpdateBusinessMemberBody = OperationBody<'updateBusinessMember'>;
/** Answer of updateBusinessMember: the member with the new role. */
export type UpdateBusinessMemberData = OperationData<'updateBusinessMember'>;

/** updateBusinessMember (PATCH /v2/business/{id}/members/{memberId}): an ADMIN changes a member's role. */
export function updateBusinessMember(
  client: ApiClient,
  id: string,
  memberId: string,
  body: UpdateBusinessMemberBody,
  signal?: AbortSignal,
): Promise<UpdateBusinessMemberData> {
  return unwrap(
    client.PATCH('/v2/business/{id}/members/{memberId}', {
      params: { path: { id, memberId } },
      body,
      signal,
    }),
  );
}
