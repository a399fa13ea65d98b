import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of declineAward: the request, DECLINED with its reason. */
export type DeclineAwardData = OperationData<'declineAward'>;

/** declineAward (POST /v2/approvals/{approvalId}/decline): an APPROVER declines with a reason. */
export function declineAward(
  client: ApiClient,
  approvalId: string,
  reason: string,
  signal?: AbortSignal,
): Promise<DeclineAwardData> {
  return unwrap(
    client.POST('/v2/approvals/{approvalId}/decline', {
      params: { path: { approvalId } },
      body: { reason },
      signal,
    }),
  );
}
