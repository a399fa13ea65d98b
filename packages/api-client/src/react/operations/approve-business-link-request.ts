import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type ApproveBusinessLinkRequestData,
  approveBusinessLinkRequest,
} from '../../operations/approve-business-link-request';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useApproveBusinessLinkRequest}. */
export interface ApproveBusinessLinkRequestVariables {
  /** The parent business. */
  id: string;
  /** The request. */
  requestId: string;
}

/** Options of {@link useApproveBusinessLinkRequest}. */
export type UseApproveBusinessLinkRequestOptions = OperationMutationOptions<
  ApproveBusinessLinkRequestData,
  ApproveBusinessLinkRequestVariables
>;

/** Mutation for approveBusinessLinkRequest: `mutateAsync({ id, requestId })`; an ADMIN of the parent. */
export function useApproveBusinessLinkRequest(
  options?: UseApproveBusinessLinkRequestOptions,
): UseMutationResult<ApproveBusinessLinkRequestData, ApiError, ApproveBusinessLinkRequestVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['approveBusinessLinkRequest'],
    mutationFn: ({ id, requestId }) => approveBusinessLinkRequest(client, id, requestId),
  });
}
