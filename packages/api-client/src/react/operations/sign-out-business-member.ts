import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type SignOutBusinessMemberData,
  signOutBusinessMember,
} from '../../operations/sign-out-business-member';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useSignOutBusinessMember}. */
export interface SignOutBusinessMemberVariables {
  /** The business. */
  id: string;
  /** The membership whose account is signed out everywhere. */
  memberId: string;
}

/** Options of {@link useSignOutBusinessMember}. */
export type UseSignOutBusinessMemberOptions = OperationMutationOptions<
  SignOutBusinessMemberData,
  SignOutBusinessMemberVariables
>;

/** Mutation for signOutBusinessMember (POST /v2/business/{id}/members/{memberId}/sign-out). */
export function useSignOutBusinessMember(
  options?: UseSignOutBusinessMemberOptions,
): UseMutationResult<SignOutBusinessMemberData, ApiError, SignOutBusinessMemberVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['signOutBusinessMember'],
    mutationFn: ({ id, memberId }) => signOutBusinessMember(client, id, memberId),
  });
}
