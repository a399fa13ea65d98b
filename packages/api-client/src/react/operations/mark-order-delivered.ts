import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type MarkOrderDeliveredData, markOrderDelivered } from '../../operations/mark-order-delivered';
import { useApiClient } from '../api-client-context';
import { refreshing } from '../payment-moves';
import type { OperationMutationOptions } from './types';

/** Mutation for markOrderDelivered: `mutate(workflowId)`; resolves to the held payment with its inspection period. */
export function useMarkOrderDelivered(
  options?: OperationMutationOptions<MarkOrderDeliveredData, string>,
): UseMutationResult<MarkOrderDeliveredData, ApiError, string> {
  const client = useApiClient();
  return useMutation({
    ...refreshing(useQueryClient(), options, (_data, workflowId) => workflowId),
    mutationKey: ['markOrderDelivered'],
    mutationFn: (workflowId) => markOrderDelivered(client, workflowId),
  });
}
