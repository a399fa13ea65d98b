import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { sendTyping } from '../../operations/send-typing';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useSendTyping}. */
export interface SendTypingVariables {
  /** The workflow whose parties are told. */
  workflowId: string;
  /** Whether the caller is typing now. */
  isTyping: boolean;
  /** The seller's thread the buyer's side types in; a seller types in its own. */
  sellerId?: string | undefined;
}

/** Mutation for sendTyping: tells the other side of the thread whether the caller is typing; nothing is stored. */
export function useSendTyping(
  options?: OperationMutationOptions<void, SendTypingVariables>,
): UseMutationResult<void, ApiError, SendTypingVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['sendTyping'],
    mutationFn: ({ workflowId, isTyping, sellerId }) => sendTyping(client, workflowId, isTyping, sellerId),
  });
}
