import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type UpdateBusinessMemberBody,
  type UpdateBusinessMemberData,
  updateBusinessMember,
} from '../../operations/update-business-member';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateBusinessMember}. */
export interface UpdateBusinessMemberVariables {
  /** The business. */
  id: string;
  /** The membership to change. */
  memberId: string;
  /** The new role. */
  body: UpdateBusinessMemberBody;
}

/** Options of {@link useUpdateBusinessMember}. */
export type UseUpdateBusinessMemberOptions = OperationMutationOptions<
  UpdateBusinessMemberData,
  UpdateBusinessMemberVariables
>;

/** Mutation for updateBusinessMember (PATCH /v2/business/{id}/members/{memberId}): an ADMIN sets a role. */
export function useUpdateBusinessMember(
  options?: UseUpdateBusinessMemberOptions,
): UseMutationResult<UpdateBusinessMemberData, ApiError, UpdateBusinessMemberVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['updateBusinessMember'],
    mutationFn: ({ id, memberId, body }) => updateBusinessMember(client, id, memberId, body),
  });
}
