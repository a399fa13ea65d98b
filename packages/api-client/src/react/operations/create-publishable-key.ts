import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import {
  type CreatePublishableKeyBody,
  type CreatePublishableKeyData,
  createPublishableKey,
} from '../../operations/create-publishable-key';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Options of {@link useCreatePublishableKey}. */
export type UseCreatePublishableKeyOptions = OperationMutationOptions<
  CreatePublishableKeyData,
  CreatePublishableKeyBody
>;

/** Mutation for createPublishableKey (POST /v2/business/keys): `mutateAsync({ business_id, allowed_origins })`. */
export function useCreatePublishableKey(
  options?: UseCreatePublishableKeyOptions,
): UseMutationResult<CreatePublishableKeyData, ApiError, CreatePublishableKeyBody> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['createPublishableKey'],
    mutationFn: (body) => createPublishableKey(client, body),
  });
}
