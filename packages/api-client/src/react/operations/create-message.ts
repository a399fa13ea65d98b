import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { createMessage, type MessageData } from '../../operations/create-message';
import { useApiClient } from '../api-client-context';
import { appendMessage } from '../message-cache';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useCreateMessage}. */
export interface CreateMessageVariables {
  /** The workflow written to. */
  workflowId: string;
  /** The text, 1 to 5000 characters, sent as typed. */
  body: string;
  /** The seller's thread written in; the buyer's side names it once the workflow has several sellers. */
  sellerId?: string | undefined;
  /** The buyer's side only: one message into every seller's thread. Not with `sellerId`. */
  broadcast?: boolean | undefined;
}

/**
 * Mutation for createMessage: resolves to the stored message, which is appended at once to each cached
 * thread it belongs to (the stream's copy of it is then ignored), before the caller's `onSuccess`.
 */
export function useCreateMessage(
  options?: OperationMutationOptions<MessageData, CreateMessageVariables>,
): UseMutationResult<MessageData, ApiError, CreateMessageVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['createMessage'],
    mutationFn: ({ workflowId, body, sellerId, broadcast }) =>
      createMessage(client, workflowId, {
        body,
        ...(sellerId === undefined ? {} : { sellerId }),
        ...(broadcast ? { broadcast } : {}),
      }),
    onSuccess: async (message, variables, onMutateResult, context) => {
      appendMessage(queryClient, message);
      await options?.onSuccess?.(message, variables, onMutateResult, context);
    },
  });
}
