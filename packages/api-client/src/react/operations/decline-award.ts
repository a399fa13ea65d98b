import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type DeclineAwardData, declineAward } from '../../operations/decline-award';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useDeclineAward}. */
export interface DeclineAwardVariables {
  /** The approval request. */
  approvalId: string;
  /** Why, for the member who asked. */
  reason: string;
}

/** Options of {@link useDeclineAward}. */
export type UseDeclineAwardOptions = OperationMutationOptions<DeclineAwardData, DeclineAwardVariables>;

/** Mutation for declineAward: `mutateAsync({ approvalId, reason })`. */
export function useDeclineAward(
  options?: UseDeclineAwardOptions,
): UseMutationResult<DeclineAwardData, ApiError, DeclineAwardVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['declineAward'],
    mutationFn: ({ approvalId, reason }) => declineAward(client, approvalId, reason),
  });
}
