import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type AddBusinessMemberBody,
  type AddBusinessMemberData,
  addBusinessMember,
} from '../../operations/add-business-member';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useAddBusinessMember}. */
export type UseAddBusinessMemberOptions = OperationMutationOptions<
  AddBusinessMemberData,
  AddBusinessMemberBody
>;

/** Mutation for addBusinessMember (POST /v2/business/member): `mutateAsync({ business_id, email, role })`. */
export function useAddBusinessMember(
  options?: UseAddBusinessMemberOptions,
): UseMutationResult<AddBusinessMemberData, ApiError, AddBusinessMemberBody> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['addBusinessMember'],
    mutationFn: (body) => addBusinessMember(client, body),
  });
}
