import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type StartOrderData, startOrder } from '../../operations/start-order';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Mutation for startOrder: `mutate(workflowId)`; resolves to the workflow, ORDER_IN_PROGRESS. */
export function useStartOrder(
  options?: OperationMutationOptions<StartOrderData, string>,
): UseMutationResult<StartOrderData, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshing(queryClient, options, (_data, workflowId) => workflowId),
    mutationKey: ['startOrder'],
    mutationFn: (workflowId) => startOrder(client, workflowId),
  });
}
