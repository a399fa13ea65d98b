import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { CreateProposalBody } from './create-proposal';
import type { OperationData } from './types';

/** Answer of reviseProposal: the revision, PENDING, whose `revisedFrom` names the proposal it replaced. */
export type ReviseProposalData = OperationData<'reviseProposal'>;

/** reviseProposal (PUT /v2/workflows/{id}/proposals/{proposalId}): the seller replaces its pending proposal. */
export function reviseProposal(
  client: ApiClient,
  workflowId: string,
  proposalId: string,
  body: CreateProposalBody,
  signal?: AbortSignal,
): Promise<ReviseProposalData> {
  return unwrap(
    client.PUT('/v2/workflows/{id}/proposals/{proposalId}', {
      params: { path: { id: workflowId, proposalId } },
      body,
      signal,
    }),
  );
}
