import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreateProposalBody,
  type CreateProposalData,
  createProposal,
} from '../../operations/create-proposal';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useCreateProposal}. */
export interface CreateProposalVariables {
  /** The workflow the proposal answers. */
  workflowId: string;
  /** Price, description, terms, timeline and structured terms. */
  body: CreateProposalBody;
}

/** Options of {@link useCreateProposal}; pass `onSuccess` to refresh the workflow. */
export type UseCreateProposalOptions = OperationMutationOptions<CreateProposalData, CreateProposalVariables>;

/** Mutation for createProposal (POST /v2/workflows/{id}/proposals): resolves to the proposal, PENDING. */
export function useCreateProposal(
  options?: UseCreateProposalOptions,
): UseMutationResult<CreateProposalData, ApiError, CreateProposalVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['createProposal'],
    mutationFn: ({ workflowId, body }) => createProposal(client, workflowId, body),
  });
}
