import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type CreateRfpBody, type CreateRfpData, createRfp } from '../../operations/create-rfp';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useCreateRfp}; the variables are the request body. */
export type UseCreateRfpOptions = OperationMutationOptions<CreateRfpData, CreateRfpBody>;

/** Mutation for createRfp (POST /v2/rfps): `mutateAsync(body)` resolves to the new RFP. */
export function useCreateRfp(
  options?: UseCreateRfpOptions,
): UseMutationResult<CreateRfpData, ApiError, CreateRfpBody> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['createRfp'],
    mutationFn: (body) => createRfp(client, body),
  });
}
