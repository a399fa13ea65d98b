import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type InviteSellersData, inviteSellers } from '../../operations/invite-sellers';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useInviteSellers}. */
export interface InviteSellersVariables {
  /** The workflow to invite to. */
  workflowId: string;
  /** The sellers to invite (a seller answering an RFP names itself). */
  sellerIds: string[];
}

/** Options of {@link useInviteSellers}; an 'already invited' refusal is a 409 ApiError. */
export type UseInviteSellersOptions = OperationMutationOptions<InviteSellersData, InviteSellersVariables>;

/** Mutation for inviteSellers (POST /v2/workflows/{id}/sellers/invite): resolves to the ids invited. */
export function useInviteSellers(
  options?: UseInviteSellersOptions,
): UseMutationResult<InviteSellersData, ApiError, InviteSellersVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['inviteSellers'],
    mutationFn: ({ workflowId, sellerIds }) => inviteSellers(client, workflowId, { workflowId, sellerIds }),
  });
}
