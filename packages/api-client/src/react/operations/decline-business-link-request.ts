import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type DeclineBusinessLinkRequestData,
  declineBusinessLinkRequest,
} from '../../operations/decline-business-link-request';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useDeclineBusinessLinkRequest}. */
export interface DeclineBusinessLinkRequestVariables {
  /** The parent business. */
  id: string;
  /** The request. */
  requestId: string;
}

/** Options of {@link useDeclineBusinessLinkRequest}. */
export type UseDeclineBusinessLinkRequestOptions = OperationMutationOptions<
  DeclineBusinessLinkRequestData,
  DeclineBusinessLinkRequestVariables
>;

/** Mutation for declineBusinessLinkRequest: `mutateAsync({ id, requestId })`; an ADMIN of the parent. */
export function useDeclineBusinessLinkRequest(
  options?: UseDeclineBusinessLinkRequestOptions,
): UseMutationResult<DeclineBusinessLinkRequestData, ApiError, DeclineBusinessLinkRequestVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['declineBusinessLinkRequest'],
    mutationFn: ({ id, requestId }) => declineBusinessLinkRequest(client, id, requestId),
  });
}
