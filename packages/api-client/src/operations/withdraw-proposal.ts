import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationData } from './types';

/** Answer of withdrawProposal: the proposal, WITHDRAWN. */
export type WithdrawProposalData = OperationData<'withdrawProposal'>;

/** withdrawProposal (POST /v2/workflows/{id}/proposals/{proposalId}/withdraw): the seller withdraws its pending proposal. */
export function withdrawProposal(
  client: ApiClient,
  workflowId: string,
  proposalId: string,
  signal?: AbortSignal,
): Promise<WithdrawProposalData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/proposals/{proposalId}/withdraw', {
      params: { path: { id: workflowId, proposalId } },
      signal,
    }),
  );
}
