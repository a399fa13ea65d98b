import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type DeclareIntentToBidData, declareIntentToBid } from '../../operations/declare-intent-to-bid';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useDeclareIntentToBid}. */
export interface DeclareIntentToBidVariables {
  /** The workflow of the marketplace RFP the seller intends to bid on. */
  workflowId: string;
}

/** Options of {@link useDeclareIntentToBid}; a closed RFP is a 409 ApiError, a caller that does not sell a 403. */
export type UseDeclareIntentToBidOptions = OperationMutationOptions<
  DeclareIntentToBidData,
  DeclareIntentToBidVariables
>;

/**
 * Mutation for declareIntentToBid (POST /v2/workflows/{id}/intent-to-bid): resolves to the seller's thread,
 * which is put into the workflow's cached threads; the workflow lists are marked stale (it now has the
 * workflow too).
 */
export function useDeclareIntentToBid(
  options?: UseDeclareIntentToBidOptions,
): UseMutationResult<DeclareIntentToBidData, ApiError, DeclareIntentToBidVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['declareIntentToBid'],
    mutationFn: ({ workflowId }) => declareIntentToBid(client, workflowId),
    onSuccess: async (thread, variables, onMutateResult, context) => {
      queryClient.setQueryData(workflowKeys.threads(variables.workflowId), { threads: [thread] });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists(), refetchType: 'none' });
      await options?.onSuccess?.(thread, variables, onMutateResult, context);
    },
  });
}
