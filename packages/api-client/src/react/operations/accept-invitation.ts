import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type AcceptInvitationData, acceptInvitation } from '../../operations/accept-invitation';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useAcceptInvitation}; the variables are the invitation's id. */
export type UseAcceptInvitationOptions = OperationMutationOptions<AcceptInvitationData, string>;

/** Mutation for acceptInvitation (POST /v2/business/invitations/{id}/accept): `mutateAsync(id)`. */
export function useAcceptInvitation(
  options?: UseAcceptInvitationOptions,
): UseMutationResult<AcceptInvitationData, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['acceptInvitation'],
    mutationFn: (id) => acceptInvitation(client, id),
  });
}
