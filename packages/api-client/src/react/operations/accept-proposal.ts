import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type AcceptProposalData, acceptProposal } from '../../operations/accept-proposal';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useAcceptProposal}. */
export interface AcceptProposalVariables {
  /** The workflow. */
  workflowId: string;
  /** The pending proposal to accept. */
  proposalId: string;
  /** Names this accept; a new one is made when left out. The client's own retries reuse it. */
  idempotencyKey?: string;
}

/** Options of {@link useAcceptProposal}; pass `onSuccess` to refresh the workflow and its proposals. */
export type UseAcceptProposalOptions = OperationMutationOptions<AcceptProposalData, AcceptProposalVariables>;

/** Mutation for acceptProposal: resolves to the accepted proposal and the workflow, PRICE_AGREED. */
export function useAcceptProposal(
  options?: UseAcceptProposalOptions,
): UseMutationResult<AcceptProposalData, ApiError, AcceptProposalVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['acceptProposal'],
    mutationFn: ({ workflowId, proposalId, idempotencyKey }) =>
      acceptProposal(client, workflowId, proposalId, idempotencyKey ?? crypto.randomUUID()),
  });
}
