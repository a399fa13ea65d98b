import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { declineInvitation } from '../../operations/decline-invitation';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useDeclineInvitation}; the variables are the invitation's id. */
export type UseDeclineInvitationOptions = OperationMutationOptions<void, string>;

/** Mutation for declineInvitation (POST /v2/business/invitations/{id}/decline): `mutateAsync(id)`. */
export function useDeclineInvitation(
  options?: UseDeclineInvitationOptions,
): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['declineInvitation'],
    mutationFn: (id) => declineInvitation(client, id),
  });
}
