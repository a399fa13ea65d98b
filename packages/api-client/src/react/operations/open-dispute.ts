import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import type { DisputeData } from '../../operations/list-workflow-disputes';
import { type OpenDisputeBody, openDispute } from '../../operations/open-dispute';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useOpenDispute}. */
export interface OpenDisputeVariables {
  workflowId: string;
  body: OpenDisputeBody;
}

/** Mutation for openDispute: the buyer disputes a started order. */
export function useOpenDispute(
  options?: OperationMutationOptions<DisputeData, OpenDisputeVariables>,
): UseMutationResult<DisputeData, ApiError, OpenDisputeVariables> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (dispute) => dispute.workflowId),
    mutationKey: ['openDispute'],
    mutationFn: ({ workflowId, body }) => openDispute(client, workflowId, body),
  });
}
