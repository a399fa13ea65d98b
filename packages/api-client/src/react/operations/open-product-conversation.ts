import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type ConversationData, openProductConversation } from '../../operations/open-product-conversation';
import { useApiClient } from '../api-client-context';
import { conversationKeys } from './query-keys';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useOpenProductConversation}. */
export interface OpenProductConversationVariables {
  /** The product asked about. */
  productId: string;
  /** The first question, sent with the conversation. */
  body?: string | undefined;
}

/** Mutation for openProductConversation: resolves to the conversation and refreshes the conversation list. */
export function useOpenProductConversation(
  options?: OperationMutationOptions<ConversationData, OpenProductConversationVariables>,
): UseMutationResult<ConversationData, ApiError, OpenProductConversationVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['openProductConversation'],
    mutationFn: ({ productId, body }) =>
      openProductConversation(client, productId, body === undefined ? {} : { body }),
    onSuccess: async (data, variables, onMutateResult, context) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
