import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { acceptDisputeOffer } from '../../operations/accept-dispute-offer';
import type { DisputeData } from '../../operations/list-workflow-disputes';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Mutation for acceptDisputeOffer: `mutate(disputeId)`; the buyer takes the seller's partial refund. */
export function useAcceptDisputeOffer(
  options?: OperationMutationOptions<DisputeData, string>,
): UseMutationResult<DisputeData, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (dispute) => dispute.workflowId),
    mutationKey: ['acceptDisputeOffer'],
    mutationFn: (disputeId) => acceptDisputeOffer(client, disputeId),
  });
}
