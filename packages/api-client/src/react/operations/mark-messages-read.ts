import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { markMessagesRead } from '../../operations/mark-messages-read';
import { useApiClient } from '../api-client-context';
import { workflowKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useMarkMessagesRead}. */
export interface MarkMessagesReadVariables {
  /** The workflow read. */
  workflowId: string;
  /** The last message read: it and every earlier one of its thread count as read. */
  messageId: string;
  /** The thread it was read in; needed for a broadcast, which is in every seller's thread. */
  sellerId?: string | undefined;
}

/**
 * Mutation for markMessagesRead: afterwards the workflow's threads (their unread counts) are refetched and
 * the workflow lists (the dashboard's unread counts) marked stale, to be refetched when next shown.
 */
export function useMarkMessagesRead(
  options?: OperationMutationOptions<void, MarkMessagesReadVariables>,
): UseMutationResult<void, ApiError, MarkMessagesReadVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['markMessagesRead'],
    mutationFn: ({ workflowId, messageId, sellerId }) =>
      markMessagesRead(client, workflowId, messageId, sellerId),
    onSuccess: async (data, variables, onMutateResult, context) => {
      void queryClient.invalidateQueries({ queryKey: workflowKeys.threads(variables.workflowId) });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists(), refetchType: 'none' });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
