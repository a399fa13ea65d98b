import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { withdrawBusinessInvitation } from '../../operations/withdraw-business-invitation';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useWithdrawBusinessInvitation}. */
export interface WithdrawBusinessInvitationVariables {
  /** The business. */
  id: string;
  /** The pending invitation to withdraw. */
  invitationId: string;
}

/** Options of {@link useWithdrawBusinessInvitation}. */
export type UseWithdrawBusinessInvitationOptions = OperationMutationOptions<
  void,
  WithdrawBusinessInvitationVariables
>;

/** Mutation for withdrawBusinessInvitation (DELETE /v2/business/{id}/invitations/{invitationId}). */
export function useWithdrawBusinessInvitation(
  options?: UseWithdrawBusinessInvitationOptions,
): UseMutationResult<void, ApiError, WithdrawBusinessInvitationVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['withdrawBusinessInvitation'],
    mutationFn: ({ id, invitationId }) => withdrawBusinessInvitation(client, id, invitationId),
  });
}
