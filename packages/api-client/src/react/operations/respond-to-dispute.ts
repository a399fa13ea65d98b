import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { DisputeData } from '../../operations/list-workflow-disputes';
import { type DisputeResponseBody, respondToDispute } from '../../operations/respond-to-dispute';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useRespondToDispute}. */
export interface RespondToDisputeVariables {
  disputeId: string;
  body: DisputeResponseBody;
}

/** Mutation for respondToDispute: the chosen seller answers an open dispute. */
export function useRespondToDispute(
  options?: OperationMutationOptions<DisputeData, RespondToDisputeVariables>,
): UseMutationResult<DisputeData, ApiError, RespondToDisputeVariables> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (dispute) => dispute.workflowId),
    mutationKey: ['respondToDispute'],
    mutationFn: ({ disputeId, body }) => respondToDispute(client, disputeId, body),
  });
}
