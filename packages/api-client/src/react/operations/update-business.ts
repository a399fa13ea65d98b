import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type UpdateBusinessBody,
  type UpdateBusinessData,
  updateBusiness,
} from '../../operations/update-business';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateBusiness}. */
export interface UpdateBusinessVariables {
  /** The business. */
  id: string;
  /** The account details to change. */
  body: UpdateBusinessBody;
}

/** Options of {@link useUpdateBusiness}. */
export type UseUpdateBusinessOptions = OperationMutationOptions<UpdateBusinessData, UpdateBusinessVariables>;

/** Mutation for updateBusiness (PATCH /v2/business/{id}): an ADMIN changes the account details. */
export function useUpdateBusiness(
  options?: UseUpdateBusinessOptions,
): UseMutationResult<UpdateBusinessData, ApiError, UpdateBusinessVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['updateBusiness'],
    mutationFn: ({ id, body }) => updateBusiness(client, id, body),
  });
}
