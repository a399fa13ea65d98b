import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of approveAward: the request, APPROVED once it has the approvals its chain needs. */
export type ApproveAwardData = OperationData<'approveAward'>;

/**
 * approveAward (POST /v2/approvals/{approvalId}/approve): an APPROVER approves; with enough approvals the
 * award proceeds. `idempotencyKey` names the intended action: a retry with the same key gets the first answer.
 */
export function approveAward(
  client: ApiClient,
  approvalId: string,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<ApproveAwardData> {
  return unwrap(
    client.POST('/v2/approvals/{approvalId}/approve', {
      params: { path: { approvalId }, header: { 'Idempotency-Key': idempotencyKey } },
      signal,
    }),
  );
}
