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
}

/**
 * Mutation for createMessage: resolves to the stored message, which is appended to the workflow's cached
 * thread at once (the stream's copy of it is then ignored), before the caller's `onSuccess`.
 */
export function useCreateMessage(
  options?: OperationMutationOptions<MessageData, CreateMessageVariables>,
): UseMutationResult<MessageData, ApiError, CreateMessageVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: ['createMessage'],
    mutationFn: ({ workflowId, body }) => createMessage(client, workflowId, { body }),
    onSuccess: async (message, variables, onMutateResult, context) => {
      appendMessage(queryClient, message);
      await options?.onSuccess?.(message, variables, onMutateResult, context);
    },
  });
}
