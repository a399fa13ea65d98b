import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { markConversationRead } from '../../operations/mark-conversation-read';
import { useApiClient } from '../api-client-context';
import { conversationKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useMarkConversationRead}. */
export interface MarkConversationReadVariables {
  /** The conversation read. */
  conversationId: string;
  /** The last message read: it and every earlier one count as read. */
  messageId: string;
}

/** Mutation for markConversationRead: afterwards the conversation list (its unread counts) is marked stale. */
export function useMarkConversationRead(
  options?: OperationMutationOptions<void, MarkConversationReadVariables>,
): UseMutationResult<void, ApiError, MarkConversationReadVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['markConversationRead'],
    mutationFn: ({ conversationId, messageId }) => markConversationRead(client, conversationId, messageId),
    onSuccess: async (data, variables, onMutateResult, context) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
