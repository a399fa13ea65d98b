import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreateConversationMessageData,
  createConversationMessage,
} from '../../operations/create-conversation-message';
import { useApiClient } from '../api-client-context';
import { conversationKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useCreateConversationMessage}. */
export interface CreateConversationMessageVariables {
  /** The conversation written in. */
  conversationId: string;
  /** The text, 1 to 5000 characters, sent as typed. */
  body: string;
}

/** Mutation for createConversationMessage: refreshes the conversation's messages and the conversation list. */
export function useCreateConversationMessage(
  options?: OperationMutationOptions<CreateConversationMessageData, CreateConversationMessageVariables>,
): UseMutationResult<CreateConversationMessageData, ApiError, CreateConversationMessageVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['createConversationMessage'],
    mutationFn: ({ conversationId, body }) => createConversationMessage(client, conversationId, body),
    onSuccess: async (message, variables, onMutateResult, context) => {
      await queryClient.invalidateQueries({ queryKey: conversationKeys.messages(variables.conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      await options?.onSuccess?.(message, variables, onMutateResult, context);
    },
  });
}
