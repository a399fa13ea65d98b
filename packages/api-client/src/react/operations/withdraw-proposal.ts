import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type WithdrawProposalData, withdrawProposal } from '../../operations/withdraw-proposal';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useWithdrawProposal}. */
export interface WithdrawProposalVariables {
  /** The workflow. */
  workflowId: string;
  /** The seller's pending proposal. */
  proposalId: string;
}

/** Options of {@link useWithdrawProposal}; pass `onSuccess` to refresh the proposals. */
export type UseWithdrawProposalOptions = OperationMutationOptions<
  WithdrawProposalData,
  WithdrawProposalVariables
>;

/** Mutation for withdrawProposal: resolves to the proposal, WITHDRAWN. */
export function useWithdrawProposal(
  options?: UseWithdrawProposalOptions,
): UseMutationResult<WithdrawProposalData, ApiError, WithdrawProposalVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['withdrawProposal'],
    mutationFn: ({ workflowId, proposalId }) => withdrawProposal(client, workflowId, proposalId),
  });
}
