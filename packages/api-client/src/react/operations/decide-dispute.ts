import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type DisputeDecisionBody, decideDispute } from '../../operations/decide-dispute';
import type { DisputeData } from '../../operations/list-workflow-disputes';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useDecideDispute}. */
export interface DecideDisputeVariables {
  disputeId: string;
  body: DisputeDecisionBody;
}

/** Mutation for decideDispute: a platform admin settles a contested dispute. */
export function useDecideDispute(
  options?: OperationMutationOptions<DisputeData, DecideDisputeVariables>,
): UseMutationResult<DisputeData, ApiError, DecideDisputeVariables> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (dispute) => dispute.workflowId),
    mutationKey: ['decideDispute'],
    mutationFn: ({ disputeId, body }) => decideDispute(client, disputeId, body),
  });
}
