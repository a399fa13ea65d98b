import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { revokePublishableKey } from '../../operations/revoke-publishable-key';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useRevokePublishableKey}. */
export interface RevokePublishableKeyVariables {
  /** The key's id (not the `pk_...` key). */
  id: string;
}

/** Options of {@link useRevokePublishableKey}. */
export type UseRevokePublishableKeyOptions = OperationMutationOptions<void, RevokePublishableKeyVariables>;

/** Mutation for revokePublishableKey (DELETE /v2/business/keys/{id}). */
export function useRevokePublishableKey(
  options?: UseRevokePublishableKeyOptions,
): UseMutationResult<void, ApiError, RevokePublishableKeyVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['revokePublishableKey'],
    mutationFn: ({ id }) => revokePublishableKey(client, id),
  });
}
