import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import type { OperationBody, OperationData } from './types';

/** Body of createProposal (POST /v2/workflows/{id}/proposals): price, description, terms, timeline, structured terms. */
export type CreateProposalBody = OperationBody<'createProposal'>;
/** Answer of createProposal: the proposal, PENDING. */
export type CreateProposalData = OperationData<'createProposal'>;

/** createProposal (POST /v2/workflows/{id}/proposals): an invited seller proposes. */
export function createProposal(
  client: ApiClient,
  workflowId: string,
  body: CreateProposalBody,
  signal?: AbortSignal,
): Promise<CreateProposalData> {
  return unwrap(
    client.POST('/v2/workflows/{id}/proposals', { params: { path: { id: workflowId } }, body, signal }),
  );
}
