import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type UpdateRfpBody, type UpdateRfpData, updateRfp } from '../../operations/update-rfp';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useUpdateRfp}. */
export interface UpdateRfpVariables {
  /** The RFP to change. */
  id: string;
  /** The fields to change, or `status` SUBMITTED (submit, resubmit) or REJECTED (withdraw). */
  body: UpdateRfpBody;
}

/** Options of {@link useUpdateRfp}; pass `onSuccess` to refresh what shows the RFP. */
export type UseUpdateRfpOptions = OperationMutationOptions<UpdateRfpData, UpdateRfpVariables>;

/** Mutation for updateRfp (PUT /v2/rfps/{id}): `mutateAsync({ id, body })` resolves to the changed RFP. */
export function useUpdateRfp(
  options?: UseUpdateRfpOptions,
): UseMutationResult<UpdateRfpData, ApiError, UpdateRfpVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['updateRfp'],
    mutationFn: ({ id, body }) => updateRfp(client, id, body),
  });
}
