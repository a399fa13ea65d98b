import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { declineOrderInvitation } from '../../operations/decline-order-invitation';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/**
 * Mutation for declineOrderInvitation: `mutateAsync(workflowId)`; every workflow list (the invitations
 * among them) is fetched again.
 */
export function useDeclineOrderInvitation(
  options?: OperationMutationOptions<void, string>,
): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['declineOrderInvitation'],
    mutationFn: (workflowId) => declineOrderInvitation(client, workflowId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });
      await options?.onSuccess?.(...args);
    },
  });
}
