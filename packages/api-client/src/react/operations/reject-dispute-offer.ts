import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { DisputeData } from '../../operations/list-workflow-disputes';
import { rejectDisputeOffer } from '../../operations/reject-dispute-offer';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Mutation for rejectDisputeOffer: `mutate(disputeId)`; a platform admin decides instead. */
export function useRejectDisputeOffer(
  options?: OperationMutationOptions<DisputeData, string>,
): UseMutationResult<DisputeData, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (dispute) => dispute.workflowId),
    mutationKey: ['rejectDisputeOffer'],
    mutationFn: (disputeId) => rejectDisputeOffer(client, disputeId),
  });
}
