import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { removeBusinessMember } from '../../operations/remove-business-member';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useRemoveBusinessMember}. */
export interface RemoveBusinessMemberVariables {
  /** The business. */
  id: string;
  /** The membership to end: the caller's own to leave, another's to remove them (ADMINs). */
  memberId: string;
}

/** Options of {@link useRemoveBusinessMember}. */
export type UseRemoveBusinessMemberOptions = OperationMutationOptions<void, RemoveBusinessMemberVariables>;

/** Mutation for removeBusinessMember (DELETE /v2/business/{id}/members/{memberId}): leave or remove. */
export function useRemoveBusinessMember(
  options?: UseRemoveBusinessMemberOptions,
): UseMutationResult<void, ApiError, RemoveBusinessMemberVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['removeBusinessMember'],
    mutationFn: ({ id, memberId }) => removeBusinessMember(client, id, memberId),
  });
}
