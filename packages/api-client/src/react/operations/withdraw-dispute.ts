import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { DisputeData } from '../../operations/list-workflow-disputes';
import { withdrawDispute } from '../../operations/withdraw-dispute';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Mutation for withdrawDispute: `mutate(disputeId)`; the order continues. */
export function useWithdrawDispute(
  options?: OperationMutationOptions<DisputeData, string>,
): UseMutationResult<DisputeData, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (dispute) => dispute.workflowId),
    mutationKey: ['withdrawDispute'],
    mutationFn: (disputeId) => withdrawDispute(client, disputeId),
  });
}
