import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type ApproveAwardData, approveAward } from '../../operations/approve-award';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useApproveAward}. */
export interface ApproveAwardVariables {
  /** The approval request. */
  approvalId: string;
  /** Names this approval; a new one is made when left out. The client's own retries reuse it. */
  idempotencyKey?: string;
}

/** Options of {@link useApproveAward}; pass `onSuccess` to refresh the approvals and the workflow. */
export type UseApproveAwardOptions = OperationMutationOptions<ApproveAwardData, ApproveAwardVariables>;

/** Mutation for approveAward: `mutateAsync({ approvalId })`; an APPROVER who did not ask for the award. */
export function useApproveAward(
  options?: UseApproveAwardOptions,
): UseMutationResult<ApproveAwardData, ApiError, ApproveAwardVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['approveAward'],
    mutationFn: ({ approvalId, idempotencyKey }) =>
      approveAward(client, approvalId, idempotencyKey ?? crypto.randomUUID()),
  });
}
