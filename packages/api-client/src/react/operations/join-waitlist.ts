import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type JoinWaitlistBody, type JoinWaitlistData, joinWaitlist } from '../../operations/join-waitlist';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useJoinWaitlist}: the body, `{ email }`. */
export type JoinWaitlistVariables = JoinWaitlistBody;

/** Options of {@link useJoinWaitlist}. */
export type UseJoinWaitlistOptions = OperationMutationOptions<JoinWaitlistData, JoinWaitlistVariables>;

/** Mutation for joinWaitlist (POST /v2/waitlist/signup): `mutate({ email })`; failures are ApiErrors. */
export function useJoinWaitlist(
  options?: UseJoinWaitlistOptions,
): UseMutationResult<JoinWaitlistData, ApiError, JoinWaitlistVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['joinWaitlist'],
    mutationFn: (body) => joinWaitlist(client, body),
  });
}
