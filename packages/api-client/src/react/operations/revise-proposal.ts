import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { CreateProposalBody } from '../../operations/create-proposal';
import { type ReviseProposalData, reviseProposal } from '../../operations/revise-proposal';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useReviseProposal}. */
export interface ReviseProposalVariables {
  /** The workflow. */
  workflowId: string;
  /** The seller's pending proposal that the revision replaces. */
  proposalId: string;
  /** The revision: price, description, terms, timeline and structured terms. */
  body: CreateProposalBody;
}

/** Options of {@link useReviseProposal}; pass `onSuccess` to refresh the proposals. */
export type UseReviseProposalOptions = OperationMutationOptions<ReviseProposalData, ReviseProposalVariables>;

/** Mutation for reviseProposal: resolves to the revision, PENDING, naming the proposal it replaced. */
export function useReviseProposal(
  options?: UseReviseProposalOptions,
): UseMutationResult<ReviseProposalData, ApiError, ReviseProposalVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['reviseProposal'],
    mutationFn: ({ workflowId, proposalId, body }) => reviseProposal(client, workflowId, proposalId, body),
  });
}
