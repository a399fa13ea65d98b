import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of signOutBusinessMember: how many sessions ended. */
export type SignOutBusinessMemberData = OperationData<'signOutBusinessMember'>;

/**
 * signOutBusinessMember (POST /v2/business/{id}/members/{memberId}/sign-out): an ADMIN ends every session of
 * a member at once.
 */
export function signOutBusinessMember(
  client: ApiClient,
  id: string,
  memberId: string,
  signal?: AbortSignal,
): Promise<SignOutBusinessMemberData> {
  return unwrap(
    client.POST('/v2/business/{id}/members/{memberId}/sign-out', {
      params: { path: { id, memberId } },
      signal,
    }),
  );
}
