import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of acceptProposal: the accepted proposal and the workflow, now PRICE_AGREED. */
export type AcceptProposalData = OperationData<'acceptProposal'>;

/**
 * acceptProposal (POST /v2/workflows/{id}/proposals/{proposalId}/accept): the buyer accepts a pending proposal.
 * `idempotencyKey` names the intended action: a retry with the same key gets the first answer again.
 */
export function acceptProposal(
  client: ApiClient,
  workflowId: string,
  proposalId: string,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<AcceptProposalData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/proposals/{proposalId}/accept', {
      params: { path: { id: workflowId, proposalId }, header: { 'Idempotency-Key': idempotencyKey } },
      signal,
    }),
  );
}
