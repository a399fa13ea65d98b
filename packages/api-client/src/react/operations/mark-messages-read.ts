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
  /** The last message read: it and every earlier one count as read. */
  messageId: string;
}

/**
 * Mutation for markMessagesRead: afterwards the workflow lists (the dashboard's unread counts) are marked
 * stale, to be refetched when next shown.
 */
export function useMarkMessagesRead(
  options?: OperationMutationOptions<void, MarkMessagesReadVariables>,
): UseMutationResult<void, ApiError, MarkMessagesReadVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['markMessagesRead'],
    mutationFn: ({ workflowId, messageId }) => markMessagesRead(client, workflowId, messageId),
    onSuccess: async (data, variables, onMutateResult, context) => {
      void queryClient.invalidateQueries({ queryKey: workflowKeys.lists(), refetchType: 'none' });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
